fn f(x: u32) -> u32 {
    debug_log(x);
    x + 1
}
