use std::collections::{BTreeMap, HashMap};

pub fn group(words: &[&str]) -> (HashMap<char, Vec<String>>, BTreeMap<usize, u32>) {
    let mut by_initial: HashMap<char, Vec<String>> = HashMap::new();
    let mut by_len = BTreeMap::new();
    for w in words {
        let c = w.chars().next().unwrap_or(' ');
        by_initial.entry(c).or_insert(Vec::new()).push(w.to_string());
        *by_len.entry(w.len()).or_insert_with(Default::default) += 1;
    }
    (by_initial, by_len)
}
