pub fn second(text: &str) -> Option<char> {
    text.chars().nth(1)
}
