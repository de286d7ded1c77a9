fn f(r: Option<u8>, y: u8) -> Option<u8> {
    if let Some(x) = r {
        return Ok(x);
    }
    Ok(y)
}
