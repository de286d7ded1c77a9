use std::collections::HashMap;

pub fn port(cfg: &HashMap<String, String>) -> u16 {
    // The fallible calls are handled.
    cfg.get("port").and_then(|p| p.parse().ok()).unwrap_or(8080)
}
