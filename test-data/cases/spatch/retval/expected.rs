fn main() -> i32 {
    if retval1 {
        foo();
        return 3;
    }
    return 6;
}
