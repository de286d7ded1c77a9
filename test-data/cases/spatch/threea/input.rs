fn main() {
    f(12);
    q(12);
}
