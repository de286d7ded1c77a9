fn append(m: &Mutex<Writer>, line: &str) -> usize {
    let g = m.lock().unwrap();
    let n = g.write(line);
    if n == 0 {
        return 0;
    } else {
        g.newline();
    }
    drop(g);
    n
}
