pub fn show(n: u64) -> String {
    n.to_string()
}
