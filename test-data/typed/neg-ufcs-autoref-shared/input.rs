pub fn first(v: &[u8]) -> Option<&u8> {
    let mut it = v.iter();
    it.nth(0)
}
