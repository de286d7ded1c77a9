use std::collections::HashMap;

pub fn count<'a>(words: &[&'a str]) -> HashMap<&'a str, u32> {
    let mut seen = HashMap::new();
    for w in words {
        // Starts at 1, not at the default.
        *seen.entry(*w).or_insert(1) += 1;
    }
    seen
}
