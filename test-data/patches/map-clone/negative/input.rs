pub fn lengths(list: &[String], suffix: &String) -> Vec<String> {
    // The closure clones something else than its argument.
    list.iter().map(|_s| suffix.clone()).collect()
}

pub fn upper(list: &[String]) -> Vec<String> {
    list.iter().map(|s| s.to_uppercase()).collect()
}
