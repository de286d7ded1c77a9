fn first(o: Option<u8>, d: u8) -> u8 {
    match o {
        None => d.clone(),
        Some(x) => x,
    }
}
fn middle(o: Option<u8>, d: u8) -> u8 {
    match o {
        Some(0) => 1,
        None => d.clone(),
        Some(x) => x,
    }
}
fn last(o: Option<u8>, d: u8) -> u8 {
    match o {
        Some(x) => x,
        None => d.clone(),
    }
}
fn only(o: Option<u8>, d: u8) -> u8 {
    match o {
        None => d.clone(),
    }
}
