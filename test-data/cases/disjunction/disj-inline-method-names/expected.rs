fn sizes(v: Vec<u8>, w: &[u8], it: impl Iterator<Item = u8>) -> usize {
    v.len() + w.len() + it.count() + v.iter_mut().count()
}
