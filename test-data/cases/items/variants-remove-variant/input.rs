enum Mode {
    Fast,
    Legacy,
    Safe(u8),
}
