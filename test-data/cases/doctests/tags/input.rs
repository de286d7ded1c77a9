/// ```ignore
/// let a = maybe().unwrap();
/// ```
///
/// ```no_run
/// let b = maybe().unwrap();
/// ```
///
/// ```should_panic
/// let c = none().unwrap();
/// ```
///
/// ```rust,edition2018
/// let d = maybe().unwrap();
/// ```
pub fn maybe() -> Option<u8> {
    Some(1)
}
