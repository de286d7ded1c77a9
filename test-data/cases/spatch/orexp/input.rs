fn main() {
    bar(12 + 12);
}
