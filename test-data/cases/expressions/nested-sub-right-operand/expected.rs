fn total(a: u32, b: u32, c: u32) -> [u32; 4] {
    [
        a - b - c,
        a - (b - c),
        (a - b) * (b - c),
        a - b - (b - c),
    ]
}
