fn check(input: &str) -> Result<u32, AppError> {
    let msg = ParseError::new(input);
    log(&msg);
    match input.parse() {
        Ok(n) => Ok(n),
        Err(e) => Err(msg),
    }
}
