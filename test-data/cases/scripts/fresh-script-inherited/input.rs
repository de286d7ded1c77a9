fn main() {
    foo(7);
}
