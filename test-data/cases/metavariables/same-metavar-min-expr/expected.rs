fn clamp_all(x: u32, y: u32, v: &[u32]) -> [u32; 5] {
    let m = x.min(y);
    let n = v[0].min(v[1]);
    let o = (x + 1).min(LIMIT);
    let p = if x < y { y } else { x };
    let q = if x < y { x } else { v[2] };
    [m, n, o, p, q]
}
