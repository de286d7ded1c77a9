fn update(cfg: &Config) -> usize {
    let table = RwLock::new(Vec::new());
    table.write().expect("lock poisoned").push(cfg.id);
    let n = table.read().expect("lock poisoned").len();
    if let Ok(t) = table.try_read() {
        show(&t);
    }
    let c = cfg.cache.read().unwrap();
    n + c.len() + table.into_inner().unwrap().len()
}
