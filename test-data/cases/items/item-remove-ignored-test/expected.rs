#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses() {
        assert_eq!(parse("1"), Ok(1));
    }


    #[test]
    fn rejects() {
        assert!(parse("x").is_err());
    }

    #[ignore]
    fn not_a_test() {}
}
