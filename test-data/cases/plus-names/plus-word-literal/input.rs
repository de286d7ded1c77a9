fn bump(state: &Mutex<State>, stats: &mut Stats) {
    let guard = state.lock().unwrap();
    guard.touch();
}
