enum Mode {
    Fast,
    Safe(u8),
}
