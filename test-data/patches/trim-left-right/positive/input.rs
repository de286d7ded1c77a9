pub fn clean(line: &str, owned: String) -> (String, &str, &str) {
    let a = line.trim_left().trim_right_matches(';');
    let b = line.trim_right();
    (owned.trim_left_matches('#').to_string(), a, b)
}
