// A path with generic arguments: its names compared by meaning, its arguments as written.
pub fn bytes() -> Vec<u8> {
    Vec::<u8>::new()
}

pub fn bytes_by_path() -> Vec<u8> {
    std::vec::Vec::<u8>::new()
}

// Other arguments, or none: not this path.
pub fn words() -> Vec<u16> {
    Vec::<u16>::new()
}

pub fn inferred() -> Vec<u8> {
    Vec::new()
}
