fn first_word(words: &[String]) -> Option<&String> {
    if words.is_empty() {
        return None;
    }
    words.first()
}
