use std::mem;

pub fn bits(x: f32) -> u32 {
    unsafe { mem::transmute(x) }
}

pub fn bytes(x: u32) -> [u8; 4] {
    unsafe { std::mem::transmute::<u32, [u8; 4]>(x) }
}
