pub fn names(list: &[String], first: Option<&String>) -> (Vec<String>, Option<String>) {
    let all: Vec<String> = list.iter().cloned().collect();
    let head = first.cloned();
    (all, head)
}
