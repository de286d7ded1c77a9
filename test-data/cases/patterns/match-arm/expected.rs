fn f(o: Option<(u8, u8)>, d: u8) -> u8 {
    match o {
        Some((a, _)) => a.clone(),
        None => d,
    }
}
