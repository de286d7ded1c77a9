fn workers(m: Arc<Mutex<u8>>, pool: &Pool) {
    pool.spawn(move || {
        let guard = m.lock();
        work(&guard);
    });
    let items: Vec<_> = (0..3)
        .map(|i| {
            let slot = m.lock();
            *slot + i
        })
        .collect();
}
