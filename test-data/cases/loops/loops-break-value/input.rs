fn next_value(m: &Mutex<Queue>, rx: &Receiver<u32>) -> Option<u32> {
    let g = m.lock().unwrap();
    let v = loop {
        match rx.try_recv() {
            Ok(v) => break v,
            Err(TryRecvError::Empty) => spin(&g),
            Err(TryRecvError::Disconnected) => break 0,
        }
    };
    drop(g);
    Some(v)
}
