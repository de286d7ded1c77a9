mod first {
    fn main() {
        f(1, 2, 3, 4);
        m(3, 4, 80, 9);
        g(8, 9, 3, 4);
    }
}

mod second {
    fn main() {
        f(1, 2, 3, 4);
        g(8, 9, 3, 4);
        f(3, 4, 8, 9);
    }
}
