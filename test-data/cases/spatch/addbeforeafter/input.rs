fn main() -> i32 {
    'out: {
        if x {
            break 'out;
        }
        after();
    }
    return 0;
}
