fn update(state: &State, key: &str) -> usize {
    let cfg = state.config.get(key).unwrap();
    let r = state.table.read().unwrap();
    let guard = state.inner.lock();
    let l = lock(&state.other).unwrap();
    cfg.len() + r.len() + guard.len() + l
}
