fn sums(x: u64, y: u64, v: &[u64]) -> u64 {
    let s = add(x, y);
    let t = add(x * 2, y);
    let u = add(x, y * 2);
    let w = [add(v[0], 1), add(x, y) - 3];
    let z = add(x, y) == 10;
    consume(add(x, 1), &w);
    if add(x, y) > 5 {
        return add(s, t);
    }
    add(u, z as u64)
}
