fn dump(m: &RwLock<Config>, keys: &[&str]) {
    let g = m.lock().unwrap();
    for k in keys {
        log(k);
        print(g.get(k));
    }
    drop(g);
}
