fn both_empty(items: &[u8], f: &[u8]) -> bool {
    items.is_empty() && f.is_empty()
}
