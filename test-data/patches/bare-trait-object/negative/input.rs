use std::fmt;

// A type of the crate named `Error`: `Box<Error>` is a box of it, not a trait object.
#[derive(Debug)]
pub struct Error;

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "error")
    }
}

pub fn run(f: Box<dyn Fn(u32) -> u32>) -> Result<u32, Box<Error>> {
    Ok(f(1))
}
