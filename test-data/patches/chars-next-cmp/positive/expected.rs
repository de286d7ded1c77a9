pub fn kinds(line: &str, path: &String) -> (bool, bool, bool) {
    let comment = line.starts_with('#');
    let dir = path.ends_with('/');
    let not_flag = !line.trim().starts_with('-');
    (comment, dir, not_flag)
}
