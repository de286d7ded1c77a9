#![doc = r#"
Numbers, parsed.

```
# let _m = parse_num("5");
let n = parse_num("4");
assert_eq!(n, 4);
```
"#]

#[doc = "
Parses a number.

```
# use nums::parse_num;
# let text = String::new();
let n = parse_num(&text);
```
"]
pub fn parse_num(s: &str) -> u8 {
    s.parse().unwrap()
}
