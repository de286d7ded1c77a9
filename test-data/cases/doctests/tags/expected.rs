/// ```ignore
/// let a = maybe().expect("checked");
/// ```
///
/// ```no_run
/// let b = maybe().expect("checked");
/// ```
///
/// ```should_panic
/// let c = none().expect("checked");
/// ```
///
/// ```rust,edition2018
/// let d = maybe().expect("checked");
/// ```
pub fn maybe() -> Option<u8> {
    Some(1)
}
