fn f(x: u32) -> u32 {
    x + 1
}
