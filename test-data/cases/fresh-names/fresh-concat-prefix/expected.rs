fn bump(state: &Mutex<State>, stats: &mut Stats) {
    let guard = state.lock().unwrap();
    let new_guard = guard.snapshot();
    guard.touch();
}
