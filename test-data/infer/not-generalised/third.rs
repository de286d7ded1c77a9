fn g() -> u8 {
    1
}
