fn fill(src: &[u8]) -> usize {
    let mut data = src.to_vec();
    data.clear();
    data.len()
}
