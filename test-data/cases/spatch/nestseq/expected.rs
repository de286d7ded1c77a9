fn main() {
    f();
    g(12);
    h();
    xxx(12);
}
