pub fn sign(x: i32) -> i32 {
    // A `return` in a branch stays.
    if x < 0 {
        return -1;
    } else {
        return 1;
    }
}

pub fn kind(x: u8) -> &'static str {
    match x {
        0 => return "zero",
        _ => {}
    }
    "other"
}

pub fn unit() {
    println!("x");
    return;
}

pub fn adder() -> impl Fn(u32) -> u32 {
    // A closure's return is its own.
    |x| {
        return x + 1;
    }
}

pub fn early(xs: &[u32]) -> u32 {
    // Not the last statement.
    if xs.is_empty() {
        return 0;
    }
    let n = xs[0];
    n * 2
}
