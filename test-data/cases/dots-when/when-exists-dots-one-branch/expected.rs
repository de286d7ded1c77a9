fn record(m: &Mutex<Log>, line: &str, urgent: bool) {
    let g = m.lock().unwrap();
    g.append(line);
    if urgent {
        g.schedule_flush();
    }
}
