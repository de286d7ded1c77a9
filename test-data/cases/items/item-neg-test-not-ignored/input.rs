#[cfg(test)]
mod tests {
    #[test]
    fn parses() {
        assert_eq!(parse("1"), Ok(1));
    }

    #[test]
    #[ignore = "slow"]
    fn with_reason() {}

    #[test]
    #[ignore]
    fn takes_arg(x: u8) {}
}
