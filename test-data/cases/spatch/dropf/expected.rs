fn main() {
    x = f(1 + 3) + f(3 + 3);
}
