fn main() {
    g(a);
}
