fn main() {
    a();
    g();
    g();
    g();
    b();
    q();
}
