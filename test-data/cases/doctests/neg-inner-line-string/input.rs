//! A crate of numbers (its doc has no code).

/// The text of a doc comment, as a string: not a comment.
pub const DOC: &str = "
//! ```
//! let n = parse(\"4\").unwrap();
//! ```
";

pub const RAW: &str = r#"
/// ```
/// let n = parse("4").unwrap();
/// ```
"#;

/* A block comment holding doc-comment lines is a plain comment:
/// ```
/// let n = parse("4").unwrap();
/// ```
*/
pub fn parse(s: &str) -> Option<u32> {
    s.parse().ok()
}
