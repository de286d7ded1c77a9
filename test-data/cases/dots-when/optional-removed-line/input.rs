fn update(m: &Mutex<State>, fast: bool) {
    let g = m.lock().unwrap();
    if fast {
        log_unlock();
        drop(g);
        return;
    }
    g.touch();
    drop(g);
}
