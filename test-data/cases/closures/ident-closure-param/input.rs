fn copy_all(names: &[String], groups: &Groups) -> (Vec<String>, Vec<Group>) {
    let a: Vec<String> = names.iter().map(|s| s.clone()).collect();
    let b: Vec<Group> = groups.active().iter().map(|group| group.clone()).collect();
    (a, b)
}
