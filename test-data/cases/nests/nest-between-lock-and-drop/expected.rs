fn sum(m: &Mutex<Table>, snap: &Table, extra: bool) -> u64 {
    let g = m.lock().unwrap();
    let mut total = g.read();
    if extra {
        total += g.read() * 2;
    }
    drop(g);
    total + legacy_read(&snap)
}
