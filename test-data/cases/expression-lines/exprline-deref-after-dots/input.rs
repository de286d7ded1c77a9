fn enabled(flag: &Mutex<bool>) -> bool {
    let g = flag.lock().unwrap();
    if *g {
        return true;
    }
    false
}
