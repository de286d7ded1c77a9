pub fn none<T>(items: Vec<T>) -> bool {
    items.is_empty()
}
