fn bump(state: &Mutex<State>, stats: &mut Stats) {
    let mut guard = state.lock().unwrap();
    guard.touch();
}
