fn main() -> i32 {
    if retval1 {
        if retval2 != -ENODEV {
            foo();
            return 3;
        }
        bar();
    }
    return 6;
}
