// The negative twin of generic-path-args-by-meaning: a crate's own `String` is another type
// than the patch's (std's, from the prelude), however it is written.
mod own {
    pub struct String;
}

pub fn own_names() -> Vec<own::String> {
    Vec::<own::String>::new()
}

pub fn own_bytes() -> Vec<u8> {
    Vec::<u8>::new()
}
