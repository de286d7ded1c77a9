pub fn has(xs: &[u32], names: Vec<String>) -> (bool, bool) {
    let big = xs.iter().position(|x| *x > 10).is_some();
    let no_root = names.into_iter().position(|n| n == "root").is_none();
    (big, no_root)
}
