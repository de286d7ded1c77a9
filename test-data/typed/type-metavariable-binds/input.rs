pub fn same(v: Vec<String>) -> Vec<String> {
    v.into_iter().collect()
}
