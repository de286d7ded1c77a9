fn append(m: &Mutex<Writer>, line: &str, sync: bool) {
    let g = m.lock().unwrap();
    g.write(line);
    if sync {
        g.flush();
        drop(g);
        fsync();
    } else {
        g.flush();
        drop(g);
    }
}
