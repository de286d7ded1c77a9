fn each(items: &[u8]) {
    for item in items {
        log(item);
    }
}
