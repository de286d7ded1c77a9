fn main() {
    f(1, 2, 3);
    if ready() {
        h(1);
    } else {
        h(1);
    }
}
