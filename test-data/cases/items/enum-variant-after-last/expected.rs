pub enum Mode {
    Slow,
    Fast,
    Turbo,
}
