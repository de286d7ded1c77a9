fn compute(a: u32, b: u32) -> u32 {
    let x = a + 1;
    let y = scale(b).min(10);
    let z = (a + b).pow(2);
    dbg!(a, b);
    dbg!();
    let w = x * y;
    x + y + z + w
}
