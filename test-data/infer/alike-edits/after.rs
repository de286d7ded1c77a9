fn f(x: u8, y: u8) {
    tracing::warn(x);
    tracing::info(y + 1);
    keep(x);
}
