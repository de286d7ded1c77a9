fn sum(x: u32, y: u32, z: u32) -> u32 {
    let s = x - (y - z);
    let t = x - y - z;
    let u = (x - y).pow(2);
    s + t + u
}
