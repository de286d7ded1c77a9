fn update(cfg: &Config) -> usize {
    let table = RwLock::new(Vec::new());
    table.write().unwrap().push(cfg.id);
    let n = table.read().unwrap().len();
    if let Ok(t) = table.try_read() {
        show(&t);
    }
    let c = cfg.cache.read().unwrap();
    n + c.len() + table.into_inner().unwrap().len()
}
