fn settle(m: &Mutex<Queue>, waiters: &Condvar) {
    let g = m.lock().unwrap();
    let empty = g.is_empty();
    if empty {
        MutexGuard::unlock_fair(g);
        waiters.notify_all();
        log("drained");
    }
}
