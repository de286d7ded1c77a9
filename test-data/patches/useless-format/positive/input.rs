pub fn texts(n: u32, name: &str) -> Vec<String> {
    vec![format!("{}", n + 1), format!("{}", name), format!("plain text")]
}
