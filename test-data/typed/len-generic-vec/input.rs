pub fn none<T>(items: Vec<T>) -> bool {
    items.len() == 0
}
