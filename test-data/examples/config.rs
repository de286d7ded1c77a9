use std::collections::HashMap;

pub fn load(path: &str) -> HashMap<String, String> {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .collect()
}

pub fn port(cfg: &HashMap<String, String>) -> u16 {
    cfg.get("port").unwrap().parse().unwrap()
}
