pub fn kinds(line: &str, path: &String) -> (bool, bool, bool) {
    let comment = line.chars().next() == Some('#');
    let dir = path.chars().last() == Some('/');
    let not_flag = line.trim().chars().next() != Some('-');
    (comment, dir, not_flag)
}
