fn f(items: &[u8]) -> bool {
    items.iter().next().is_none()
}
