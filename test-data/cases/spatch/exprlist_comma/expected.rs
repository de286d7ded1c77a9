fn main() {
    f(2, 3);
}
