fn main() {
    modern_init(3);
    start();
}
