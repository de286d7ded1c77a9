fn compute(a: u32, b: u32) -> u32 {
    let x = dbg!(a + 1);
    let y = dbg!(scale(b)).min(10);
    let z = dbg!(a + b).pow(2);
    dbg!(a, b);
    dbg!();
    let w = dbg!(dbg!(x) * y);
    x + y + z + w
}
