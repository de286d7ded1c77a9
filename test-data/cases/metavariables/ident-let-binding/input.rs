fn names(raw: &str, first: &str, last: &str) -> Vec<String> {
    let name = raw.to_string();
    let mut full = first.to_string();
    full.push_str(last);
    let _ = raw.to_string();
    let (a, b) = (first.to_string(), last.to_string());
    let trimmed = raw.trim().to_string();
    let lossy = raw.to_string_lossy();
    vec![name, full, a, b, trimmed, lossy]
}
