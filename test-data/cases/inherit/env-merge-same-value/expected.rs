fn evict(cache: &mut Cache, index: &mut Index, req: &Request) {
    let key = req.key();
    debug_assert!(!key.is_empty());
    let id = req.id();
    cache.remove(&key);
    index.remove(&key);
    cache.remove(&key);
    log(id);
}
