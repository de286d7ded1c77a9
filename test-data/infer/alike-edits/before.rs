fn f(x: u8, y: u8) {
    log::warn(x);
    log::info(y + 1);
    keep(x);
}
