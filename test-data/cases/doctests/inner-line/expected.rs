//! A crate of numbers.
//!
//! ```
//! use numbers::parse;
//! let n = parse("4").expect("checked");
//! ```

pub fn parse(s: &str) -> Option<u32> {
    s.parse().ok()
}
