/// A `compile_fail` block is meant not to compile: it is left as it is (unless asked).
///
/// ```compile_fail
/// let a: u8 = maybe().unwrap() + "no";
/// ```
///
/// ```toml
/// x = "maybe().unwrap()"
/// ```
pub fn maybe() -> Option<u8> {
    Some(1)
}
