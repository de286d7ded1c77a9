fn update(m: &Mutex<u32>, other: Vec<u8>, extra: Vec<u8>) {
    let guard = m.lock().unwrap();
    work(&guard);
    drop(other);
    drop(extra);
}
