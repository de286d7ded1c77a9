fn main() {
    foo();
    bar();
    foo();
    bar();
    foo();
    bar();
}
