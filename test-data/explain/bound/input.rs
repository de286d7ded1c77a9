fn f(a: u8, b: u8) -> u8 {
    a.max(b)
}
