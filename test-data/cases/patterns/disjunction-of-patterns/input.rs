fn f(o: Option<u8>) -> u8 {
    let none = None;
    match o {
        Some(v) => v,
        None => 0,
    }
}
