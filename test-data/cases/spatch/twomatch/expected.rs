fn main() {
    bar(12, 1);
    yyy();
}
