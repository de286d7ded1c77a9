pub fn has(m: &std::collections::HashMap<String, u8>, k: String) -> bool {
    m.contains_key(&k)
}
