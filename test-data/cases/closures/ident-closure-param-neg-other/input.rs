fn copy_all(names: &[String], fallback: &String) -> Vec<Vec<String>> {
    vec![
        names.iter().map(|s| fallback.clone()).collect(),
        names.iter().map(|s| s.to_owned()).collect(),
        names.iter().map(|&s| s.clone()).collect(),
        names.iter().map(|(s, _)| s.clone()).collect(),
        names.into_iter().map(|s| s.clone()).collect(),
    ]
}
