fn main() {
    f();
    while running() {
        tick();
    }
    g();
}
