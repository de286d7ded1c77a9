fn f(items: &[u8]) -> bool {
    items.iter().count() == 0
}
