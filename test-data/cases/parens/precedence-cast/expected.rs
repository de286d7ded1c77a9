fn sizes(a: u32, b: u32, s: &[u8], n: u64) -> bool {
    let x = (a + b) as u64;
    let y = a as u64;
    let z = s.len() as u32 as u64 * 2;
    let w = (a as u64).pow(2);
    let k = -1i32 as u64;
    let m = [a as u64, b as u64 + 1];
    let small = (a as u64) < n;
    x + y + z + w + k > m[0] && small
}
