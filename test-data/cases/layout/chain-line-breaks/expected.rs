fn names(people: &[String]) -> Vec<String> {
    people
        .iter()
        .cloned()
        .filter(|n| !n.is_empty())
        .collect()
}
