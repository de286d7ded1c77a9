fn f(x: u8) -> u8 {
    let y = 1;
    // the value
    x + y
}
