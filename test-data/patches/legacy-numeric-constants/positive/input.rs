use std::u32;

pub fn limits() -> (u32, i64, u8, f64, u16) {
    let a = u32::max_value();
    let b = i64::min_value() + 1;
    let c = std::u8::MAX;
    let d = std::f64::EPSILON;
    (a, b, c, d, core::u16::MIN)
}
