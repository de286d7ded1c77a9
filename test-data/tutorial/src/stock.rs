use std::collections::HashMap;

pub struct Item {
    pub name: String,
    pub tags: Vec<String>,
}

pub struct Stock {
    items: Vec<Item>,
    prices: HashMap<String, u32>,
}

impl Stock {
    pub fn report(&self) -> String {
        if self.items.len() == 0 {
            return String::from("nothing in stock");
        }
        let mut total = 0;
        for item in &self.items {
            let price = self.prices.get(&item.name).copied().unwrap_or(0);
            total = total + price;
        }
        let tagged = self.items.iter().filter(|i| i.tags.len()>0).count();
        format!("{} items, {} tagged, worth {}", self.items.len(), tagged, total)
    }

    pub fn label(&self, name: Option<String>) -> String {
        name.unwrap_or(String::new())
    }

    pub fn untagged(&self) -> Vec<&str> {
        let mut names = Vec::new();
        for item in &self.items {
            if item.tags.len() == 0 {
                names.push(item.name.as_str());
            }
        }
        names
    }

    pub fn restock(&mut self, count: Option<u32>, tags: Option<Vec<String>>) -> u32 {
        let mut added = 0;
        let n = count.unwrap_or(1);
        for _ in 0..n {
            let t = tags.clone().unwrap_or(Vec::new());
            if t.len() != 0 {
                added = added + 1;
            }
            self.items.push(Item { name: String::from("spare"), tags: t });
        }
        added
    }
}
