/// Parses a number.
///
/// ```
/// let n = parse("4").unwrap();
/// assert_eq!(n, 4);
/// ```
pub fn parse(s: &str) -> Option<u32> {
    s.parse().ok()
}

impl Thing {
    /// Indented, in a list:
    ///
    /// - first:
    ///   ```rust
    ///   let t = Thing::new().unwrap();
    ///   ```
    pub fn new() -> Option<Thing> {
        None
    }
}
