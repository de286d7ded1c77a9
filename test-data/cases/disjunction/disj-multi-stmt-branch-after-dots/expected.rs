fn a(m: &Mutex<Log>) {
    let g = m.lock().unwrap();
    g.write("a");
    g.finish();
}

fn b(m: &Mutex<Log>) {
    let g = m.lock().unwrap();
    g.write("b");
    g.finish();
}
