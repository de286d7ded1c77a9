// Docs that a macro or a code generator wrote as attributes, one line each.
#[doc = "Parses a number."]
#[doc = ""]
#[doc = "```"]
#[doc = "# let s = String::from(4);"]
#[doc = "let n = parse_num(&s).unwrap();"]
#[doc = "# assert_eq!(parse_num(&s), Some(4));"]
#[doc = "```"]
pub fn parse_num(s: &str) -> Option<u32> {
    s.parse().ok()
}

pub mod m {
    #![doc = r#"```"#]
    #![doc = r#"let n = parse_num("4");"#]
    #![doc = r#"```"#]
}
