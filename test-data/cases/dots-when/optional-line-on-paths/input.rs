fn a(m: &Mutex<Log>) {
    let g = m.lock().unwrap();
    g.write("a");
    g.flush();
    drop(g);
}

fn b(m: &Mutex<Log>) {
    let g = m.lock().unwrap();
    g.write("b");
    drop(g);
}
