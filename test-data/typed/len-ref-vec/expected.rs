pub fn empty(v: &Vec<String>) -> bool {
    v.is_empty()
}
