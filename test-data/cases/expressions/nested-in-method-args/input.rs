fn sum(x: u32, y: u32, z: u32) -> u32 {
    let s = x.checked_sub(y.checked_sub(z).unwrap()).unwrap();
    let t = x.checked_sub(y).unwrap().checked_sub(z).unwrap();
    let u = x.checked_sub(y).unwrap().pow(2);
    s + t + u
}
