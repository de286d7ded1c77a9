fn settle(m: &Mutex<Queue>, waiters: &Condvar) {
    let g = m.lock().unwrap();
    let empty = g.is_empty();
    if empty {
        waiters.notify_all();
        drop(g);
        log("drained");
    }
}
