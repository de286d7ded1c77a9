pub const LIMIT: u32 = 3;

fn read(x: u32) -> u32 {
    x
}

pub fn get() -> u32 {
    read_const(LIMIT)
}
