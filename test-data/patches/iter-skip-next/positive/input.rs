pub fn third(words: &[&str], line: &str) -> (Option<&'static str>, Option<String>) {
    let w = words.iter().skip(2).next().map(|_| "found");
    let field = line.split(',').skip(1).next().map(str::to_owned);
    (w, field)
}
