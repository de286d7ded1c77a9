fn nothing_left(items: &[u8]) -> bool {
    items.len() == 0
}
