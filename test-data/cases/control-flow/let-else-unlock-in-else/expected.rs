fn apply(store: &Store, key: &str) -> bool {
    let g = lock(store);
    let Some(entry) = g.get(key) else {
        g.release();
        return false;
    };
    entry.touch();
    g.release();
    true
}
