fn main() {
    a();
    f(20);
    f(12);
}
