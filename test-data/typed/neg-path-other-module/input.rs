mod mem {
    pub fn replace(a: &mut u8, b: u8) -> u8 {
        let old = *a;
        *a = b;
        old
    }
}

pub fn reset(x: &mut u8) -> u8 {
    mem::replace(x, 0)
}
