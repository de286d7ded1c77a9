fn main() {
    foo(1);
}
