fn main() {
    f(12);
    f(20);
}
