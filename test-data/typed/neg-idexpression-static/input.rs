pub static LIMIT: u32 = 3;

pub fn done() {
    drop(LIMIT);
    drop(make());
}

fn make() -> u8 {
    1
}
