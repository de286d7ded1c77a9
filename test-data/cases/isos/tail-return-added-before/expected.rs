fn tail(x: i32) -> i32 {
    let y = x + 1;
    trace();
    old(y)
}

fn block(c: bool) -> i32 {
    if c { trace(); old(1) } else { 0 }
}
