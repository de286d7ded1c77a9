fn pairs(a: u8, b: u8, c: u8) {
    let p = pair(a, b);
    let q = pair(a + 1, f(b, c));
    let r = pair(a);
    let s = pair(a, b, c);
    let t = pair();
}
