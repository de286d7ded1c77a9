fn main() {
    g(a1);
    g(a2);
    g(done);
    g(a4);
}
