fn f(a: Option<u8>) -> u8 {
    a.unwrap_or(1)
}
