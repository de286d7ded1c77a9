fn workers(m: Arc<Mutex<u8>>, pool: &Pool) {
    pool.spawn(move || {
        let guard = m.lock();
        log_lock(&guard);
        work(&guard);
    });
    let items: Vec<_> = (0..3)
        .map(|i| {
            let slot = m.lock();
            log_lock(&slot);
            *slot + i
        })
        .collect();
}
