fn main() {
    foo();
    bar();
}
