pub fn empty(v: &[String]) -> bool {
    v.len() == 0
}
