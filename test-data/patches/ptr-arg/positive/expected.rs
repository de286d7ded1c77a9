pub fn greet(name: &str) -> String {
    format!("hello {name}")
}

pub fn total(label: &str, values: &[u32], scale: u32) -> String {
    let sum: u32 = values.iter().sum();
    format!("{}: {}", label.trim(), sum * scale)
}

pub struct Report;

impl Report {
    pub fn title(&self, parts: &[Vec<String>]) -> usize {
        parts.len()
    }
}

pub fn caller() -> String {
    let name = String::from("ada");
    greet(&name)
}
