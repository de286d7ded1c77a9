use std::collections::HashMap;

pub fn port(cfg: &HashMap<String, String>) -> u16 {
    let raw = cfg.get("port").unwrap();
    raw.parse().expect("port is a number")
}
