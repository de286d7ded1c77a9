pub fn first_big(xs: &[u32], names: &[String]) -> (Option<u32>, bool) {
    let big = xs.iter().find(|x| **x > 100).copied();
    let has_admin = names.iter().find(|n| n.as_str() == "admin").is_some();
    (big, has_admin)
}
