pub fn empty(v: &Vec<String>) -> bool {
    v.len() == 0
}
