pub fn first(v: &[u8]) -> Option<&u8> {
    let mut it = v.iter();
    it.next()
}

// The receiver the call borrows itself is written back as the user wrote it.
pub fn first_char(word: &str) -> Option<char> {
    word.chars().next()
}

// A borrow the code writes stays as written.
pub fn first_explicit(v: &[u8]) -> Option<&u8> {
    let mut it = v.iter();
    (&mut it).next()
}
