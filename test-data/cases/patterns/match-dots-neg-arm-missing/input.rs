fn wildcard(o: Option<u8>, d: u8) -> u8 {
    match o {
        Some(x) => x,
        _ => d,
    }
}
fn guarded(o: Option<u8>, d: u8, c: bool) -> u8 {
    match o {
        Some(x) => x,
        None if c => d,
        _ => 0,
    }
}
fn not_a_match(o: Option<u8>, d: u8) -> u8 {
    if let Some(x) = o { x } else { d }
}
