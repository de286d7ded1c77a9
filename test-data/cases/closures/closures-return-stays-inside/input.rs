fn publish(m: &Mutex<Vec<Item>>, out: &mut Sink) {
    let g = m.lock().unwrap();
    g.iter().for_each(|it| {
        if it.hidden {
            return;
        } else {
            out.push(it.clone());
        }
    });
    drop(g);
    out.flush();
}
