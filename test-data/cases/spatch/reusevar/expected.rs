fn main() {
    g(x);
    g(x);
    g(x);
}
