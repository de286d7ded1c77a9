//! http 1.3.1, src/uri/scheme.rs and src/uri/mod.rs: `Scheme2` has `is_none` and no `is_some`,
//! so `!x.is_none()` must stay as it is.

#[derive(Clone)]
pub(super) enum Scheme2<T = Box<[u8]>> {
    None,
    Standard(u8),
    Other(T),
}

impl<T> Scheme2<T> {
    pub(super) fn is_none(&self) -> bool {
        matches!(*self, Scheme2::None)
    }
}

pub struct Scheme {
    pub(super) inner: Scheme2,
}

pub struct Authority {
    pub(super) data: String,
}

pub struct Uri {
    scheme: Scheme,
    authority: Authority,
}

impl Uri {
    pub fn has_scheme_or_no_authority(&self) -> bool {
        !self.scheme.inner.is_none() || self.authority.data.is_empty()
    }
}
