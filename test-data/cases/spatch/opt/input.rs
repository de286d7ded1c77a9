fn main() {
    yyy();
}
