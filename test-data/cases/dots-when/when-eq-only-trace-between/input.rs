fn tick(m: &Mutex<Clock>) {
    let g = m.lock().unwrap();
    trace("tick");
    trace("tock");
    drop(g);
    advance(m);
}
