fn sizes(a: u32, b: u32, s: &[u8], n: u64) -> bool {
    let x = widen(a + b);
    let y = widen(a);
    let z = widen(s.len() as u32) * 2;
    let w = widen(a).pow(2);
    let k = widen(-1i32);
    let m = [widen(a), widen(b) + 1];
    let small = widen(a) < n;
    x + y + z + w + k > m[0] && small
}
