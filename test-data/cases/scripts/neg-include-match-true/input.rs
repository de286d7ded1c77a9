fn main() {
    keep_one(1);
    change_one(2);
}
