fn each(items: &[u8]) {
    let total = items.len();
    for item in items {
        log(item);
    }
}
