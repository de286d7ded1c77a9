fn main() {
    f(path);
}
