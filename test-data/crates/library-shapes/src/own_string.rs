//! A module with a `String` of its own, whose `new` is no empty string: patches that name
//! std's `String` must not take it for theirs.

#[derive(Debug, PartialEq)]
pub struct String(&'static str);

impl String {
    pub fn new() -> String {
        String("placeholder")
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Default for String {
    fn default() -> Self {
        String::new()
    }
}

pub fn make() -> String {
    String::new()
}

pub fn std_one() -> std::string::String {
    std::string::String::new()
}
