fn apply(store: &Store, key: &str) -> bool {
    let g = lock(store);
    let Some(entry) = g.get(key) else {
        return false;
    };
    entry.touch();
    unlock(g);
    true
}
