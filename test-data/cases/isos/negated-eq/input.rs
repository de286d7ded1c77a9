fn f(a: u8, b: u8) -> bool {
    let x = a != b;
    let y = !(a == b);
    let z = a == b;
    x && y && z
}
