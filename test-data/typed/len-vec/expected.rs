pub fn empty(v: Vec<u8>) -> bool {
    v.is_empty()
}
