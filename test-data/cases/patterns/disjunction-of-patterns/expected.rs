fn f(o: Option<u8>) -> u8 {
    let none = None;
    match o {
        Ok(v) => v,
        Err(()) => 0,
    }
}
