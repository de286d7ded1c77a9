fn g(items: &[u8]) {
    for i in items {
        tracing::info(i);
    }
    log::debug(items.len());
    tracing::warn(format!("{}", items.len()));
}
