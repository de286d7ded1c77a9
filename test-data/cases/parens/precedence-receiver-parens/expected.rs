fn energy(a: i64, b: i64, n: u32, r: &i64, v: &[i64]) -> i64 {
    let s1 = (a + b).pow(2);
    let s2 = a.pow(2);
    let s3 = (-a).pow(2);
    let s4 = (*r).pow(2);
    let s5 = (n as i64).pow(2);
    let s6 = v[0].pow(2);
    let s7 = norm(a, b).pow(2);
    let s8 = a.abs().pow(2);
    let s9 = (a..b).pow(2);
    s1 + s2 + s3 + s4 + s5 + s6 + s7 + s8 + s9
}
