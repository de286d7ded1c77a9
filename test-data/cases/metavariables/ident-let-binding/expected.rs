fn names(raw: &str, first: &str, last: &str) -> Vec<String> {
    let name = String::from(raw);
    let mut full = first.to_string();
    full.push_str(last);
    let _ = raw.to_string();
    let (a, b) = (first.to_string(), last.to_string());
    let trimmed = String::from(raw.trim());
    let lossy = raw.to_string_lossy();
    vec![name, full, a, b, trimmed, lossy]
}
