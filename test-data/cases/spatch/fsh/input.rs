fn main() {
    f(c);
    g();
}
