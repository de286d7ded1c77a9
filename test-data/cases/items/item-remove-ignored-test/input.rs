#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses() {
        assert_eq!(parse("1"), Ok(1));
    }

    #[test]
    #[ignore]
    fn slow_roundtrip() {
        for i in 0..1_000_000 {
            assert_eq!(parse(&i.to_string()), Ok(i));
        }
    }

    #[test]
    fn rejects() {
        assert!(parse("x").is_err());
    }

    #[ignore]
    fn not_a_test() {}
}
