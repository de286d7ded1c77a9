fn names(people: &[u32]) -> Vec<String> {
    people
        .iter()
        .map(|x| x.to_string())
        .filter(|n| !n.is_empty())
        .collect()
}
