fn energy(a: i64, b: i64, n: u32, r: &i64, v: &[i64]) -> i64 {
    let s1 = square(a + b);
    let s2 = square(a);
    let s3 = square(-a);
    let s4 = square(*r);
    let s5 = square(n as i64);
    let s6 = square(v[0]);
    let s7 = square(norm(a, b));
    let s8 = square(a.abs());
    let s9 = square(a..b);
    s1 + s2 + s3 + s4 + s5 + s6 + s7 + s8 + s9
}
