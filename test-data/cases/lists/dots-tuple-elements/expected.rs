fn firsts(x: u32, y: u32, z: u32) -> [u32; 4] {
    let a = x;
    let b = (x + 1) * 2;
    let c = x;
    let d = (x, y).1;
    [a, b, c, d]
}
