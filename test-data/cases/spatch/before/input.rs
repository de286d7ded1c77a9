fn main() {
    one();
    foo();
}
