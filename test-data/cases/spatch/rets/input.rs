fn main() -> i32 {
    foo();
    return 12;
}
