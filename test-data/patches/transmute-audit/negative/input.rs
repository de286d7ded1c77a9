pub fn bits(x: f32) -> u32 {
    x.to_bits()
}

pub fn bytes(x: u32) -> [u8; 4] {
    x.to_ne_bytes()
}
