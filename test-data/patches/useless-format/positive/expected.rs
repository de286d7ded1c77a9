pub fn texts(n: u32, name: &str) -> Vec<String> {
    vec![(n + 1).to_string(), name.to_string(), "plain text".to_string()]
}
