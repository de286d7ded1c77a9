fn main() {
    a();
    s();
    d();
    f();
    b();
    b();
    q();
}
