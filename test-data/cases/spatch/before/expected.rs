fn main() {
    blah();
    one();
    blah();
    foo();
}
