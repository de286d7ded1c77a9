fn main() {
    f(c);
    g(foo_c);
}
