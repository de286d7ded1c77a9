pub fn check(v: Vec<u8>) {
    assert!(v.is_empty(), "not empty: {}", v.len());
}
