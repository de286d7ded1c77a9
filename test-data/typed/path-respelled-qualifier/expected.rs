use std::io;
use std::io::{Error, ErrorKind};

pub fn a() -> io::Error {
    io::Error::other("a")
}

pub fn b() -> Error {
    Error::other("b")
}

pub fn c() -> std::io::Error {
    std::io::Error::other("c")
}
