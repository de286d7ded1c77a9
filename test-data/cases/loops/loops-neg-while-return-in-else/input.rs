fn first_ready(m: &Mutex<Vec<Job>>) -> usize {
    let g = m.lock().unwrap();
    let mut i = 0;
    while i < g.len() {
        if g[i].ready {
            return i;
        } else {
            i += 1;
        }
    }
    drop(g);
    i
}
