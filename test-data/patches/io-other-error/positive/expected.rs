use std::io::{self, Error, ErrorKind};

pub fn fail(code: u32) -> io::Result<()> {
    if code == 1 {
        return Err(io::Error::other("code 1"));
    }
    if code == 2 {
        return Err(std::io::Error::other(format!("code {}", code)));
    }
    Err(Error::other("other"))
}
