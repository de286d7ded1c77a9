fn first_word(words: &[String]) -> Option<&String> {
    if words.len() == 0 {
        return None;
    }
    words.first()
}
