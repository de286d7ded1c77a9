fn g() -> u8 {
    2
}
