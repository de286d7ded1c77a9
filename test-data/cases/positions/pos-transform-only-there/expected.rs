fn check(input: &str) -> Result<u32, AppError> {
    let msg = ParseError::new(input);
    if input.is_empty() {
        return Err(msg.into());
    }
    log(&msg);
    match input.parse() {
        Ok(n) => Ok(n),
        Err(e) => Err(msg),
    }
}
