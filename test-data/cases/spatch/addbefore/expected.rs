fn main() -> i32 {
    'out: {
        if x {
            foo();
            break 'out;
        }
        after();
    }
    return 0;
}
