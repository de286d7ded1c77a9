fn report(m: &Mutex<Stats>, rows: usize) {
    let g = m.lock().unwrap();
    println!("rows: {}", rows);
    drop(g);
}
