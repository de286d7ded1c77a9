use std::io;
use std::io::{Error, ErrorKind};

pub fn a() -> io::Error {
    io::Error::new(io::ErrorKind::Other, "a")
}

pub fn b() -> Error {
    Error::new(ErrorKind::Other, "b")
}

pub fn c() -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::Other, "c")
}
