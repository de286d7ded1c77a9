fn main() {
    foo();
}
