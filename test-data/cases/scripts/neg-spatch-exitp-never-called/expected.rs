fn main() {
    g(a1,extra);
    g(a2,extra);
    g(done,extra);
    g(a4,extra);
}
