fn report(m: &Mutex<Stats>, verbose: bool, rows: usize) {
    println!("{}", if verbose { "rows: " } else { "" });
    println!("{}", rows);
}
