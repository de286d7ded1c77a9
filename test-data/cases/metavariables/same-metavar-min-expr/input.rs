fn clamp_all(x: u32, y: u32, v: &[u32]) -> [u32; 5] {
    let m = if x < y { x } else { y };
    let n = if v[0] < v[1] { v[0] } else { v[1] };
    let o = if x + 1 < LIMIT { x + 1 } else { LIMIT };
    let p = if x < y { y } else { x };
    let q = if x < y { x } else { v[2] };
    [m, n, o, p, q]
}
