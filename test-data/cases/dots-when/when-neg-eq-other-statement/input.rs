fn tick(m: &Mutex<Clock>) {
    let g = m.lock().unwrap();
    trace("tick");
    g.advance();
    trace("tock");
    drop(g);
}
