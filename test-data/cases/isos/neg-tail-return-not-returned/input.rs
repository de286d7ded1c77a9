fn not_returned(c: bool) -> i32 {
    old(1);
    let a = old(2);
    let b = async { old(3) };
    let d = 'done: { old(4) };
    let e = const { old(5) };
    if old(6) > 0 { 1 } else { 2 }
}

fn argument() -> i32 {
    wrap(old(7))
}

fn loop_value() -> i32 {
    loop {
        break old(8);
    }
}

fn unit() {
    for _ in 0..2 {
        old(9)
    }
}
