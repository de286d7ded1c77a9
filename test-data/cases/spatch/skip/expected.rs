fn main() {
    h();
}
