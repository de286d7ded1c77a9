fn update(state: &State, key: &str) -> usize {
    let n = state.inner.lock().unwrap().len();
    let cfg = state.config.get(key).unwrap();
    let w = state.writer.lock().map(|g| g.len()).unwrap();
    let r = state.table.read().unwrap();
    n + cfg.len() + w + r.len()
}
