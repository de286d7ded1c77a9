fn main() {
    f(XXXpath);
}
