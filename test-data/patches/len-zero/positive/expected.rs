use std::collections::HashMap;

pub fn summary(names: &[String], notes: &str, counts: &HashMap<String, u32>) -> String {
    if names.is_empty() {
        return String::from("nobody");
    }
    let quiet = notes.trim().is_empty();
    let has_counts = !counts.is_empty();
    let mut out = names.join(", ");
    if !quiet && names.iter().filter(|n| n.starts_with('_')).count() != 0 {
        out.push_str(" (some hidden)");
    }
    if has_counts || !out.is_empty() {
        out.push('.');
    }
    out
}

pub struct Stack {
    items: Vec<u32>,
}

impl Stack {
    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn pop_if_any(&mut self) -> Option<u32> {
        if !self.items.is_empty() { self.items.pop() } else { None }
    }
}
