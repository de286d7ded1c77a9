fn sums(x: u64, y: u64, v: &[u64]) -> u64 {
    let s = x + y;
    let t = x * 2 + y;
    let u = x + y * 2;
    let w = [v[0] + 1, x + y - 3];
    let z = x + y == 10;
    consume(x + 1, &w);
    if x + y > 5 {
        return s + t;
    }
    u + z as u64
}
