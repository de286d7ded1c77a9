fn main() {
    f(x);
    f(q);
    f(x);
    f(q);
    f(x);
    f(q);
}
