pub fn kinds(line: &str) -> (bool, Option<char>) {
    // Compared with something else than `Some(c)`, or not compared.
    let empty = line.chars().next() == None;
    (empty, line.chars().next())
}
