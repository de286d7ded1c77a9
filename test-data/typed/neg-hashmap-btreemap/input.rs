use std::collections::BTreeMap;

pub fn has(m: &BTreeMap<String, u8>, k: String) -> bool {
    m.get(&k).is_some()
}
