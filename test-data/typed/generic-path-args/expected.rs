// A path with generic arguments: its names compared by meaning, its arguments as written.
pub fn bytes() -> Vec<u8> {
    Vec::with_capacity(8)
}

pub fn bytes_by_path() -> Vec<u8> {
    Vec::with_capacity(8)
}

// Other arguments, or none: not this path.
pub fn words() -> Vec<u16> {
    Vec::<u16>::new()
}

pub fn inferred() -> Vec<u8> {
    Vec::new()
}
