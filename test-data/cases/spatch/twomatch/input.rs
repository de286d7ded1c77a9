fn main() {
    bar(12, 1);
    xxx(12, 1);
}
