fn main(x: i32) {
    f();
    if ready() {
        replace();
    }
    g();
}
