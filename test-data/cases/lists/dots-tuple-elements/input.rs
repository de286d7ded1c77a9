fn firsts(x: u32, y: u32, z: u32) -> [u32; 4] {
    let a = (x, y).0;
    let b = (x + 1, y, z).0 * 2;
    let c = (x,).0;
    let d = (x, y).1;
    [a, b, c, d]
}
