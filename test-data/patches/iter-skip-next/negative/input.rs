pub fn rest(words: &[&str]) -> Vec<String> {
    // `skip` without `next` right after it.
    words.iter().skip(2).map(|w| w.to_string()).collect()
}
