fn main() {
    g(3);
}
