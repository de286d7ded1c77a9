fn tail(x: i32) -> i32 {
    new(x, 0)
}

fn written(x: i32) -> i32 {
    return new(x, 0);
}
