fn main() {
    f(12);
}
