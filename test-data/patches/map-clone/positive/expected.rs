pub fn names(list: &[String], first: Option<&String>) -> (Vec<String>, Option<String>) {
    let all: Vec<String> = list.iter().cloned().collect();
    let head = first.cloned();
    (all, head)
}

pub fn counts(list: &[u32], first: Option<&u32>) -> (Vec<u32>, Option<u32>) {
    (list.iter().copied().collect(), first.copied())
}
