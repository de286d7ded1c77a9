fn count_ready(m: &Mutex<Vec<Job>>) -> usize {
    let g = m.lock().unwrap();
    let mut i = 0;
    let mut n = 0;
    while i < g.len() {
        if g[i].ready {
            n += 1;
        }
        i += 1;
    }
    drop(g);
    n
}
