fn mix(a: i32, b: i32, c: u8) -> [i32; 10] {
    [
        half(a + b),
        half(a * b),
        half(a / b),
        half(a - b) * 3,
        half(a) + 1,
        -half(a),
        half(a).signum(),
        half(c as i32),
        half(a << 1),
        half(a) as i32,
    ]
}
