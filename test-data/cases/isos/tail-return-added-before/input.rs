fn tail(x: i32) -> i32 {
    let y = x + 1;
    old(y)
}

fn block(c: bool) -> i32 {
    if c { old(1) } else { 0 }
}
