fn g(items: &[u8]) {
    for i in items {
        log::info(i);
    }
    log::debug(items.len());
    log::warn(format!("{}", items.len()));
}
