pub fn collect(name: String, out: &mut Vec<String>, again: bool) -> usize {
    out.push(name.clone());
    // Used after the call, on one path.
    if again {
        out.push(name);
    }
    0
}

pub fn in_loop(name: String, out: &mut Vec<String>) {
    for _ in 0..3 {
        // The next iteration needs it.
        out.push(name.clone());
    }
}

pub fn returned(name: String, out: &mut Vec<String>) -> String {
    out.push(name.clone());
    name
}
