pub fn first(v: &[u8]) -> Option<&u8> {
    let mut it = v.iter();
    it.nth(0)
}

// The receiver the call borrows itself is written back as the user wrote it.
pub fn first_char(word: &str) -> Option<char> {
    word.chars().nth(0)
}

// A borrow the code writes stays as written.
pub fn first_explicit(v: &[u8]) -> Option<&u8> {
    let mut it = v.iter();
    Iterator::nth(&mut it, 0)
}
