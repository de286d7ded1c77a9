fn main() {
    while running() {
        tick();
    }
}
