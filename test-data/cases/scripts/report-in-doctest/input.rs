/// Parses a number.
///
/// ```
/// let n = parse("4").unwrap();
/// ```
pub fn parse(s: &str) -> Option<u32> {
    s.parse().ok()
}

fn main() {
    let v = parse("1").unwrap();
}
