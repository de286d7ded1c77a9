fn main_() -> i32 {
    let mut rc;
    'out: {
        if x {
            if y {
                rc = 12;
                break 'out;
            }
        }
        return 15;
    }
    return 0;
}
