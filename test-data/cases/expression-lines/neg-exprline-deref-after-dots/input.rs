fn enabled(flag: &Mutex<bool>, other: &bool) -> bool {
    let g = flag.lock().unwrap();
    if *other {
        return true;
    }
    false
}
