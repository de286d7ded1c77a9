fn mix(a: i32, b: i32, c: u8) -> [i32; 10] {
    [
        (a + b) / 2,
        a * b / 2,
        a / b / 2,
        (a - b) / 2 * 3,
        a / 2 + 1,
        -(a / 2),
        (a / 2).signum(),
        c as i32 / 2,
        (a << 1) / 2,
        (a / 2) as i32,
    ]
}
