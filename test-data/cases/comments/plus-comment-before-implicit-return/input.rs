fn f(x: u8) -> u8 {
    let y = 1;
    return x + y;
}
