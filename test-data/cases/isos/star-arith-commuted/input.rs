fn f(a: u32, b: u32) -> u32 {
    a * 2 + 2 * b + 3 * a
}
