fn append(m: &Mutex<Writer>, line: &str, sync: bool) {
    let g = m.lock().unwrap();
    g.write(line);
    if sync {
        drop(g);
        fsync();
    } else {
        drop(g);
    }
}
