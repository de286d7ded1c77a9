fn tail(x: i32) -> i32 {
    let y = x + 1;
    old(y)
}

fn branches(c: bool, d: bool) -> i32 {
    if c {
        old(1)
    } else if d {
        old(2)
    } else {
        match c {
            true => { old(3) }
            false => unsafe { old(4) },
        }
    }
}

fn written(x: i32) -> i32 {
    if x > 0 {
        return old(x);
    }
    old(0)
}

fn closure() -> impl Fn() -> i32 {
    || { old(5) }
}
