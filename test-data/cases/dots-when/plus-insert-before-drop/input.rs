fn append(m: &Mutex<Writer>, line: &str) -> usize {
    let g = m.lock().unwrap();
    let n = g.write(line);
    g.newline();
    drop(g);
    n
}
