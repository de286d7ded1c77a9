fn main(x: i32) {
    f();
    foo();
    if ready() {
        replace();
    }
    g();
}
