use std::mem;

pub struct Pair {
    pub a: u32,
    pub b: u32,
}

pub unsafe fn make() -> (Pair, [u8; 16], u64) {
    let p: Pair = mem::uninitialized();
    let buf = std::mem::zeroed::<[u8; 16]>();
    (p, buf, std::mem::uninitialized())
}
