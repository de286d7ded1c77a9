// Docs that a macro or a code generator wrote as attributes, one line each.
#[doc = "Parses a number."]
#[doc = ""]
#[doc = "```"]
#[doc = "# let s = String::from(4);"]
#[doc = "let n = parse_number(&s).unwrap();"]
#[doc = "# assert_eq!(parse_number(&s), Some(4));"]
#[doc = "```"]
pub fn parse_num(s: &str) -> Option<u32> {
    s.parse().ok()
}

pub mod m {
    #![doc = r#"```"#]
    #![doc = r#"let n = parse_number("4");"#]
    #![doc = r#"```"#]
}
