use std::thread;

pub fn wait(ms: u32) {
    thread::sleep_ms(ms);
    std::thread::sleep_ms(ms * 2 + 1);
}
