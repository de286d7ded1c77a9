pub fn has(xs: &[u32], names: Vec<String>) -> (bool, bool) {
    let big = xs.iter().any(|x| *x > 10);
    let no_root = !names.into_iter().any(|n| n == "root");
    (big, no_root)
}
