/// Parses a number. What a shell prints is not Rust:
///
/// ```text
/// let n = parse("4").unwrap();
/// ```
///
/// Nor is prose: call `parse("4").unwrap()` at your own risk.
///
/// ```console
/// $ demo parse("4").unwrap()
/// ```
pub fn parse(s: &str) -> Option<u32> {
    s.parse().ok()
}
