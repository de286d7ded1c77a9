fn fill(src: &[u8]) -> usize {
    let mut tmp_buf = Vec::with_capacity(64);
    let mut data = src.to_vec();
    tmp_buf = Vec::new();
    data.clear();
    tmp_buf.len() + data.len()
}
