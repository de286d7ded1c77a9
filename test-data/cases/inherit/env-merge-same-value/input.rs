fn evict(cache: &mut Cache, index: &mut Index, req: &Request) {
    let key = req.key();
    let id = req.id();
    cache.remove(&key);
    index.remove(&key);
    cache.remove(&key);
    log(id);
}
