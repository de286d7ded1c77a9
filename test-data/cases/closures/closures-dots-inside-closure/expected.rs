fn spawn_worker(state: Arc<Mutex<State>>) -> JoinHandle<()> {
    thread::spawn(move || {
        let g = state.lock().unwrap();
        if g.dirty {
            save(&g);
        }
    })
}
