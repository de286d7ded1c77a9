fn main(i: i32) -> i32 {
    if !hostptr {
        if hostptr {
            return -ESRCH;
        }
    }
}
