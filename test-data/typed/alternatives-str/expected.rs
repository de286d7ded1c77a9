pub fn own(s: &str) -> String {
    s.to_owned()
}
