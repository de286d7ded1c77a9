fn names(people: &[String]) -> Vec<String> {
    people
        .iter()
        .map(|x| x.clone())
        .filter(|n| !n.is_empty())
        .collect()
}
