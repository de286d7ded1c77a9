fn main() {
    keep_one(1, 0);
    change_one(2, 0);
}
