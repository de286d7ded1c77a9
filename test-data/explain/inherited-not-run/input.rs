fn f(a: &[u8]) -> usize {
    let n = 1;
    a.len() + n
}
