pub fn collect(name: String, tags: Vec<String>, out: &mut Vec<String>) -> usize {
    let n = name.len();
    out.push(name.clone());
    let count = tags.len();
    consume(tags.clone());
    n + count
}

fn consume(tags: Vec<String>) {
    drop(tags);
}
