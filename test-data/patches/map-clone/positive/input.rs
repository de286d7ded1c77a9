pub fn names(list: &[String], first: Option<&String>) -> (Vec<String>, Option<String>) {
    let all: Vec<String> = list.iter().map(|s| s.clone()).collect();
    let head = first.map(Clone::clone);
    (all, head)
}

pub fn counts(list: &[u32], first: Option<&u32>) -> (Vec<u32>, Option<u32>) {
    (list.iter().map(|n| *n).collect(), first.map(|n| *n))
}
