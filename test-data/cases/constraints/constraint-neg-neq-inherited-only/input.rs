fn apply(state: &Mutex<State>, batch: Vec<Op>) {
    let guard = state.lock().unwrap();
    guard.apply(&batch);
    drop(guard);
    publish(batch);
}
