fn apply(state: &Mutex<State>, batch: Vec<Op>, note: String) {
    let guard = state.lock().unwrap();
    guard.apply(&batch);
    drop(batch);
    drop(guard);
    publish(&note);
    drop(note);
}
