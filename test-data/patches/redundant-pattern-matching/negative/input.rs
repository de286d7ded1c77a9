pub fn describe(name: Option<&str>, other: Option<u32>) -> String {
    // Binds a name: the pattern is needed.
    if let Some(n) = name {
        return n.to_string();
    }
    // An `else if` chain is left alone.
    if let Some(_) = other {
        String::from("other")
    } else if name.is_none() {
        String::from("none")
    } else {
        String::new()
    }
}
