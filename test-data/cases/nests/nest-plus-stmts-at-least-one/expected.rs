fn reset(m: &RwLock<Config>, keys: &[&str]) {
    let g = m.write().unwrap();
    for k in keys {
        log(k);
        g.set(k, None);
    }
    g.set("version", Some(0));
    drop(g);
}
