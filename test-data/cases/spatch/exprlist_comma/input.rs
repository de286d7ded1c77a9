fn main() {
    f(3);
}
