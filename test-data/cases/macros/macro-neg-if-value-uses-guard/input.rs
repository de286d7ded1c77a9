fn report(m: &Mutex<Stats>, verbose: bool, rows: usize) {
    let g = m.lock().unwrap();
    println!("{}", if verbose { g.rows } else { rows });
    println!("{}", rows);
    drop(g);
}
