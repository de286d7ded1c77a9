fn copy_all(names: &[String], groups: &Groups) -> (Vec<String>, Vec<Group>) {
    let a: Vec<String> = names.iter().cloned().collect();
    let b: Vec<Group> = groups.active().iter().cloned().collect();
    (a, b)
}
