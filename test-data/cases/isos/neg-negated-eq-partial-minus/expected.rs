fn f(a: u8, b: u8) -> bool {
    a != 0 && !(a == b)
}
