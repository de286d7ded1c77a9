fn main() -> i32 {
    'out: {
        if x {
            foo();
            break 'out;
            bar();
        }
        after();
    }
    return 0;
}
