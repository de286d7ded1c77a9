fn spawn_worker(state: &Mutex<State>) -> Box<dyn FnOnce()> {
    let g = state.lock().unwrap();
    if g.dirty {
        save(&g);
    }
    Box::new(move || {
        drop(g);
    })
}
