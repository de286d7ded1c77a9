fn total(a: u32, b: u32, c: u32) -> [u32; 4] {
    [
        sub(sub(a, b), c),
        sub(a, sub(b, c)),
        sub(a, b) * sub(b, c),
        sub(sub(a, b), sub(b, c)),
    ]
}
