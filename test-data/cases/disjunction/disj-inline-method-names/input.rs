fn sizes(v: Vec<u8>, w: &[u8], it: impl Iterator<Item = u8>) -> usize {
    v.iter().count() + w.into_iter().count() + it.count() + v.iter_mut().count()
}
