fn bump(state: &Mutex<State>, stats: &mut Stats) {
    let guard = state.lock().unwrap();
    stats.new_lock += 1;
    guard.touch();
}
