pub fn check(v: Vec<u8>) {
    assert!(v.len() == 0, "not empty: {}", v.len());
}
