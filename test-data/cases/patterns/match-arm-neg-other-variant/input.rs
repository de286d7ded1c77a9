fn f(r: Result<u8, u8>) -> u8 {
    match r {
        Ok(v) => v,
        Err(e) => e,
    }
}
