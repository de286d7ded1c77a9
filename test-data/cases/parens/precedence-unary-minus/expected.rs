fn flip(x: i32, y: i32, n: u8, p: &i32, v: &[i32]) -> [i32; 7] {
    [
        -x,
        -(x + y),
        -(v.len() as i32),
        -x * 2,
        -(n as i32),
        -*p,
        (-y).abs(),
    ]
}
