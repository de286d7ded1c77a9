fn main() {
    f(1, 2, 3);
    h(1);
    if ready() {
        g(1);
    } else {
        g(1);
    }
}
