pub fn index(xs: &[u32]) -> Option<usize> {
    // The position itself is used.
    xs.iter().position(|x| *x > 10)
}
