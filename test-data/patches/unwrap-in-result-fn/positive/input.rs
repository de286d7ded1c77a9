use std::io;
use std::num::ParseIntError;

pub fn parse(a: &str, b: &str) -> Result<u32, ParseIntError> {
    let x: u32 = a.parse().unwrap();
    let y: u32 = b.parse()?;
    Ok(x + y)
}

pub fn first_word(s: &str) -> Option<&str> {
    let w = s.split_whitespace().next().expect("a word");
    Some(w)
}

pub fn read(path: &str) -> io::Result<String> {
    let text = std::fs::read_to_string(path)?;
    let line = text.lines().next().unwrap().to_string();
    Ok(line)
}
