pub fn names(list: &[String], first: Option<&String>) -> (Vec<String>, Option<String>) {
    let all: Vec<String> = list.iter().map(|s| s.clone()).collect();
    let head = first.map(Clone::clone);
    (all, head)
}
