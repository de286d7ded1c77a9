fn report(m: &Mutex<Stats>, rows: usize) {
    println!("rows: {}", rows);
}
