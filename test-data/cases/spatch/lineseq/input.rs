fn main() {
    one();
    two();
    one();
    two();
}
