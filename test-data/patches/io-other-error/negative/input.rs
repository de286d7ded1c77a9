use std::io::{self, Error, ErrorKind};

pub fn fail(code: u32) -> io::Result<()> {
    // Other kinds stay.
    if code == 1 {
        return Err(io::Error::new(io::ErrorKind::NotFound, "missing"));
    }
    Err(Error::new(ErrorKind::InvalidData, "bad"))
}
