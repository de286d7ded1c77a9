fn f(a: u8, b: u8) -> bool {
    let x = a.ne(&b);
    let y = a.ne(&b);
    let z = a == b;
    x && y && z
}
