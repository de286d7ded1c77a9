fn main() {
    f(1);
}
