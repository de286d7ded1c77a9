fn update(m: &Mutex<State>, fast: bool) {
    let g = m.lock().unwrap();
    if fast {
        log_unlock();
        drop(g);
        return;
    }
    g.touch();
}

fn update_slow(m: &Mutex<State>) {
    let g = m.lock().unwrap();
    log_unlock();
    g.touch();
    drop(g);
}
