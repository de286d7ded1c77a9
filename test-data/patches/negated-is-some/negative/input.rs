pub fn flags(a: Option<u8>, b: Option<u8>) -> bool {
    // Negations of other things.
    !(a.is_some() && b.is_some()) || !a.map_or(false, |x| x > 3)
}
