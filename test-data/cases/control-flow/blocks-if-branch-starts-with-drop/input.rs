fn settle(m: &Mutex<Queue>, waiters: &Condvar) {
    let g = m.lock().unwrap();
    let empty = g.is_empty();
    if empty {
        drop(g);
        waiters.notify_all();
        log("drained");
    }
}
