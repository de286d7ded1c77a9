fn total(words: &[String]) -> usize {
    words.iter().map(|w| w.len()).sum()
}
