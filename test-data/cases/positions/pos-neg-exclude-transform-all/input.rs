fn bump(counter: &Mutex<u64>, delta: u64) -> u64 {
    let mut n = counter.lock().unwrap();
    *n += delta;
    let total = *n;
    drop(n);
    STATS.lock().unwrap().record(total);
    total
}
