pub fn replace(a: &mut u8, b: u8) -> u8 {
    std::mem::swap(a, &mut b.clone());
    b
}

pub fn reset(x: &mut u8) -> u8 {
    replace(x, 0)
}
