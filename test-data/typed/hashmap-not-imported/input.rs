pub fn has(m: &std::collections::HashMap<String, u8>, k: String) -> bool {
    m.get(&k).is_some()
}
