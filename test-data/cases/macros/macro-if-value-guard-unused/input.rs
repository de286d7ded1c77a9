fn report(m: &Mutex<Stats>, verbose: bool, rows: usize) {
    let g = m.lock().unwrap();
    println!("{}", if verbose { "rows: " } else { "" });
    println!("{}", rows);
    drop(g);
}
