fn g(_: u8) {}
fn f() {
    g(0);
}
