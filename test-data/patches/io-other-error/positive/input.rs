use std::io::{self, Error, ErrorKind};

pub fn fail(code: u32) -> io::Result<()> {
    if code == 1 {
        return Err(io::Error::new(io::ErrorKind::Other, "code 1"));
    }
    if code == 2 {
        return Err(std::io::Error::new(std::io::ErrorKind::Other, format!("code {}", code)));
    }
    Err(Error::new(ErrorKind::Other, "other"))
}
