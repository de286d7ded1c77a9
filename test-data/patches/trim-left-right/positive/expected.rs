pub fn clean(line: &str, owned: String) -> (String, &str, &str) {
    let a = line.trim_start().trim_end_matches(';');
    let b = line.trim_end();
    (owned.trim_start_matches('#').to_string(), a, b)
}
