fn total() -> u32 {
    1 + 2
}
