fn main() {
    other(1);
}
