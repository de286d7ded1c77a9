fn main() {
    4;
}
