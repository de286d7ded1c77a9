fn tail(x: i32) -> i32 {
    let y = start(x);
    if y > 2 {
        log(y);
    }
    old(y)
}

fn other(x: i32) -> i32 {
    let y = start(x);
    old(x)
}
