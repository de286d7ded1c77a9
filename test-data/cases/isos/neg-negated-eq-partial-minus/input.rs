fn f(a: u8, b: u8) -> bool {
    a != b && !(a == b)
}
