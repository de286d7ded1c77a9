pub fn first(v: &[u32]) -> Option<u32> {
    v.first().map(|x| *x)
}
