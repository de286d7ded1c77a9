pub fn heads(words: &[&str], text: &str) -> (Option<char>, Option<usize>) {
    let c = text.chars().nth(0);
    let mut it = words.iter().map(|w| w.len());
    (c, it.nth(0))
}
