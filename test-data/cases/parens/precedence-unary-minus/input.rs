fn flip(x: i32, y: i32, n: u8, p: &i32, v: &[i32]) -> [i32; 7] {
    [
        negate(x),
        negate(x + y),
        negate(v.len() as i32),
        negate(x) * 2,
        negate(n as i32),
        negate(*p),
        negate(y).abs(),
    ]
}
