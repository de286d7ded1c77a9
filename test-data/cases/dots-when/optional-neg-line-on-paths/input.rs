fn a(m: &Mutex<Log>) {
    let g = m.lock().unwrap();
    g.write("a");
    g.flush();
    keep(g);
}
