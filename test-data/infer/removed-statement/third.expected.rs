fn g(y: u32) {
    debug_log(y);
    keep(y);
}
