
pub fn limits() -> (u32, i64, u8, f64, u16) {
    let a = u32::MAX;
    let b = i64::MIN + 1;
    let c = u8::MAX;
    let d = f64::EPSILON;
    (a, b, c, d, u16::MIN)
}
