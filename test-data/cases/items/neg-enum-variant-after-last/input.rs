pub enum Mode {
    Fast,
    Slow
}
