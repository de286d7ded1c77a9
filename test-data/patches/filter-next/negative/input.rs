pub fn big(xs: &[u32]) -> Vec<u32> {
    xs.iter().filter(|x| **x > 100).copied().collect()
}
