fn main() {
    foo(1);
    foo(2);
}
