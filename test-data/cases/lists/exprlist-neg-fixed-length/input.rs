fn pairs(a: u8, b: u8, c: u8) {
    let r = pair(a);
    let s = pair(a, b, c);
    let t = pair();
    let u = a.pair(b, c);
    let v = make_pair(a, b);
}
