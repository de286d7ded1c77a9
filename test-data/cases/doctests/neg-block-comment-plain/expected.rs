/*
 * A plain block comment, not documentation:
 *
 * ```
 * let n = parse("4").unwrap();
 * ```
 */
pub fn parse(s: &str) -> Option<u32> {
    s.parse().ok()
}

/***
 * Three stars: not a doc comment for rustdoc.
 *
 * ```
 * let n = parse("4").unwrap();
 * ```
 */
pub fn other() {}

/** ```
 * let n = parse("4").unwrap();
 * ``` */
pub fn fence_on_the_opening_line() {}
