#![doc = r#"
Numbers, parsed.

```
# let _m = parse_number("5");
let n = parse_number("4");
assert_eq!(n, 4);
```
"#]

#[doc = "
Parses a number.

```
# use nums::parse_num;
# let text = String::new();
let n = parse_number(&text);
```
"]
pub fn parse_num(s: &str) -> u8 {
    s.parse().unwrap()
}
