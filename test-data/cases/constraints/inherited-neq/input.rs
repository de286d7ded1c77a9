fn fill(src: &[u8]) -> usize {
    let mut tmp_buf = Vec::with_capacity(64);
    let mut data = src.to_vec();
    let mut cache = Vec::new();
    tmp_buf.clear();
    data.clear();
    cache.clear();
    tmp_buf.len() + data.len() + cache.len()
}
