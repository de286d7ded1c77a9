pub fn settings(names: Option<Vec<String>>, title: Option<String>, count: Option<u32>) -> usize {
    // Defaults that are not the type's default.
    let n = names.unwrap_or(vec![String::from("root")]);
    let t = title.unwrap_or_else(|| String::from("untitled"));
    let c = count.unwrap_or(1);
    n.len() + t.len() + c as usize
}
