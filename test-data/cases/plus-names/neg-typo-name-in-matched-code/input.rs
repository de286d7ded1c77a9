fn both_empty(items: &[u8], f: &[u8]) -> bool {
    items.len() == 0 && f.len() == 0
}
