pub fn parse_or_zero(a: &str) -> Result<u32, String> {
    // The error is turned into something else, or not returned.
    let x = match a.parse::<u32>() {
        Ok(x) => x,
        Err(e) => return Err(format!("bad number: {e}")),
    };
    let y = match a.parse::<u32>() {
        Ok(y) => y,
        Err(_) => 0,
    };
    Ok(x + y)
}
