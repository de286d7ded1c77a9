fn validate(s: &str) -> Result<u8, Error> {
    if s.is_empty() {
        return Err(Error::Invalid);
    }
    if s.len() > 3 {
        return Err(Error::Invalid);
    }
    if s == "0" {
        return Ok(0);
    }
    let n = s.parse::<u8>().map_err(|e| Error::Parse(e))?;
    Err(Error::Invalid)
}
