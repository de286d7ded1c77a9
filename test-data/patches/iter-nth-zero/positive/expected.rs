pub fn heads(words: &[&str], text: &str) -> (Option<char>, Option<usize>) {
    let c = text.chars().next();
    let mut it = words.iter().map(|w| w.len());
    (c, it.next())
}
