fn main() {
    f(1);
    h(2);
}
