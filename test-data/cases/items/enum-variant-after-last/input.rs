pub enum Mode {
    Slow,
    Fast
}
