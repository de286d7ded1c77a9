use std::num::ParseIntError;

pub fn parse_pair(a: &str, b: &str) -> Result<(u32, u32), ParseIntError> {
    let x = match a.parse::<u32>() {
        Ok(x) => x,
        Err(e) => return Err(e),
    };
    let y = match b.parse::<u32>() { Ok(v) => v, Err(err) => return Err(err.into()) };
    Ok((x, y))
}

#[derive(Debug)]
pub struct AppError(ParseIntError);

impl From<ParseIntError> for AppError {
    fn from(e: ParseIntError) -> Self {
        AppError(e)
    }
}

pub fn parse_one(a: &str) -> Result<u32, AppError> {
    let x = match a.parse::<u32>() {
        Ok(x) => x,
        Err(e) => return Err(From::from(e)),
    };
    Ok(x)
}
