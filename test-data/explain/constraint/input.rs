fn set_x() {}
fn f() {
    set_x();
}
