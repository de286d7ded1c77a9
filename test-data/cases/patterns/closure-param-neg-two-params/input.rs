fn f(v: Vec<u8>) {
    let total = v.iter().fold(0, |acc, x| acc + x);
    let bits = a | b;
}
