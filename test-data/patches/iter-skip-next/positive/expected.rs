pub fn third(words: &[&str], line: &str) -> (Option<&'static str>, Option<String>) {
    let w = words.iter().nth(2).map(|_| "found");
    let field = line.split(',').nth(1).map(str::to_owned);
    (w, field)
}
