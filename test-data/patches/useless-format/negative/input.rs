pub fn texts(n: u32, name: &str) -> Vec<String> {
    // Braces to escape, a width, two arguments, inline arguments, Debug.
    vec![format!("{{}}"), format!("{:>5}", n), format!("{} {}", n, name), format!("{name}"), format!("{:?}", name)]
}
