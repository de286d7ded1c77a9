pub fn first_big(xs: &[u32], names: &[String]) -> (Option<u32>, bool) {
    let big = xs.iter().filter(|x| **x > 100).next().copied();
    let has_admin = names.iter().filter(|n| n.as_str() == "admin").next().is_some();
    (big, has_admin)
}
