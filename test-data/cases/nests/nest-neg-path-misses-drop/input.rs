fn sum(m: &Mutex<Table>, mode: Mode) -> u64 {
    let g = m.lock().unwrap();
    let mut total = legacy_read(&g);
    match mode {
        Mode::Fast => return total,
        Mode::Full => total += legacy_read(&g) * 2,
    }
    drop(g);
    total
}
