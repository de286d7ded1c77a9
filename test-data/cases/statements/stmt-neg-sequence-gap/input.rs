fn lists(a: u8, b: u8) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
    let mut first = Vec::new();
    log("between");
    first.push(a);
    let mut second = Vec::new();
    other.push(b);
    let third = Vec::new();
    third.push(a);
    let mut fourth = Vec::new();
    fourth.extend([a]);
    (first, second, third)
}
