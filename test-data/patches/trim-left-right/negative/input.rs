pub fn clean(line: &str) -> &str {
    line.trim_start().trim_end_matches(';')
}
