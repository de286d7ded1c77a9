fn evict(cache: &mut Cache, index: &mut Index, req: &Request) {
    let key = req.key();
    debug_assert!(!key.is_empty());
    let id = req.id();
    debug_assert!(!id.is_empty());
    cache.remove(&key);
    index.remove(&id);
}
