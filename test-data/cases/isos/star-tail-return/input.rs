fn tail(x: i32) -> i32 {
    old(x)
}

fn written(x: i32) -> i32 {
    return old(x);
}
