// The fns do not return a Result or an Option: `?` is not available there.
pub fn parse(a: &str) -> u32 {
    a.parse().unwrap()
}

pub fn main_like() {
    let n: u32 = "4".parse().expect("a number");
    println!("{n}");
}

pub fn parse_checked(a: &str) -> Result<u32, std::num::ParseIntError> {
    // Already passes the error on.
    let n: u32 = a.parse()?;
    Ok(n)
}
