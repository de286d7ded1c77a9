fn a(m: &Mutex<Log>, other: &Log) {
    let g = m.lock().unwrap();
    g.flush();
    other.flush();
    keep(g);
}
