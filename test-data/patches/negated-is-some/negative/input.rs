pub fn flags(a: Option<u8>, b: Option<u8>) -> bool {
    // Negations of other things.
    !(a.is_some() && b.is_some()) || !a.map_or(false, |x| x > 3)
}

// A type of its own with `is_none` and no `is_some` (as http's `Scheme2`).
pub enum Scheme {
    None,
    Some(u8),
}

impl Scheme {
    pub fn is_none(&self) -> bool {
        matches!(*self, Scheme::None)
    }
}

pub fn has_scheme(s: &Scheme) -> bool {
    !s.is_none()
}
