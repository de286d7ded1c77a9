fn main() {
    three();
    three();
}
