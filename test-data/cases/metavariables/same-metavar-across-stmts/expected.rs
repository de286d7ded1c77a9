fn compute(a: u32, b: u32) -> u32 {
    if a > b {
        return scale(a, b) + 1;
    }
    let s = a * b;
    return a;
}

fn other(a: u32) -> u32 {
    let t = a + 1;
    log(t);
    return t;
}
