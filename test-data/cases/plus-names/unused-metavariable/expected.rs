fn nothing_left(items: &[u8]) -> bool {
    items.is_empty()
}
