fn publish(m: &Mutex<Vec<Item>>, out: &mut Sink) {
    let g = m.lock().unwrap();
    for it in g.iter() {
        if it.hidden {
            return;
        } else {
            out.push(it.clone());
        }
    }
    drop(g);
    out.flush();
}
