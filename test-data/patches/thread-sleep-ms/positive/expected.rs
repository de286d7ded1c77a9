use std::thread;

pub fn wait(ms: u32) {
    thread::sleep(std::time::Duration::from_millis(u64::from(ms)));
    std::thread::sleep(std::time::Duration::from_millis(u64::from(ms * 2 + 1)));
}
