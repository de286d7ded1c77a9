fn sum(m: &Mutex<Table>, snap: &Table, extra: bool) -> u64 {
    let g = m.lock().unwrap();
    let mut total = legacy_read(&g);
    if extra {
        total += legacy_read(&g) * 2;
    }
    drop(g);
    total + legacy_read(&snap)
}
