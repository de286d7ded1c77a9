fn update(cfg: &Config) -> usize {
    let table = RwLock::new(Vec::new());
    table.try_write().unwrap().push(cfg.id);
    let c = cfg.cache.read().unwrap();
    c.len() + table.into_inner().unwrap().len()
}
