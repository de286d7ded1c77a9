use std::collections::HashMap;

pub struct Inventory {
    items: Vec<String>,
    counts: HashMap<String, u32>,
}

impl Inventory {
    pub fn summary(&self, filter: &str) -> String {
        if self.items.len() == 0 {
            return String::from("empty");
        }
        let shown: Vec<&String> = self.items.iter().filter(|i| i.contains(filter)).collect();
        if filter.len() > 0 && shown.len() == 0 {
            return format!("nothing matches {filter}");
        }
        format!("{} items, {} counted", shown.len(), self.counts.len())
    }
}
