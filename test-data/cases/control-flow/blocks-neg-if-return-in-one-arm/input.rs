fn check(n: usize, mode: Mode) -> Result<usize, Error> {
    if n > MAX {
        log("too big");
        match mode {
            Mode::Strict => {
                return Err(LimitError::TooBig);
            }
            Mode::Lenient => {
                log("clamped");
            }
        }
    }
    Ok(n.min(MAX))
}
