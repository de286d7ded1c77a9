fn rotate(m: &Mutex<Ring>, steps: usize) -> usize {
    let g = m.lock().unwrap();
    let pos = g.pos();
    let next = (pos + steps) % g.len();
    if next == 0 {
        drop(g);
        wrap_around();
    } else {
        g.advance(steps);
    }
    next
}
