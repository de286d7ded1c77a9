fn main() {
    foo(fresh + fresh7 + fresh7_7);
}
