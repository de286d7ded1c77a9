fn check(n: usize, mode: Mode) -> Result<usize, Error> {
    if n > MAX {
        log("too big");
        metrics::bump("reject");
        return Err(LimitError::TooBig.into());
    }
    Ok(n)
}
