pub fn check(s: &str) {
    assert!(s.len() == 0, "not empty");
}
