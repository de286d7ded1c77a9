fn main() {
    foo();
    foo();
    foo();
}
