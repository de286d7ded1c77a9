pub fn empty(v: Vec<u8>) -> bool {
    v.len() == 0
}
