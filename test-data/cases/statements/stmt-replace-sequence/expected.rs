fn lists(a: u8, b: u8) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
    let mut first = vec![a + 1];
    let mut second = Vec::new();
    log("between");
    second.push(b);
    let mut third = Vec::new();
    other.push(a);
    (first, second, third)
}
