fn main() {
    legacy_init(3);
    start_legacy();
}
