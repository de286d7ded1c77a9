fn tail(x: i32) -> i32 {
    let y = x + 1;
    new(y)
}

fn branches(c: bool, d: bool) -> i32 {
    if c {
        new(1)
    } else if d {
        new(2)
    } else {
        match c {
            true => { new(3) }
            false => unsafe { new(4) },
        }
    }
}

fn written(x: i32) -> i32 {
    if x > 0 {
        return new(x);
    }
    new(0)
}

fn closure() -> impl Fn() -> i32 {
    || { new(5) }
}
