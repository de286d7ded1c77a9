pub fn pad(n: usize) -> String {
    // Not followed by `take`.
    std::iter::repeat('-').zip(0..n).map(|(c, _)| c).collect()
}
