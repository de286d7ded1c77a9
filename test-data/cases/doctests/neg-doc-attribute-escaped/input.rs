// The same doctest with escapes in its strings: its code is not the file's bytes, so it is
// not read (a rewrite could not be written back as it reads), on one line or several; an
// attribute that is not `doc` is not read either.
#[doc = "```"]
#[doc = "let n = parse_num(\"4\").unwrap();"]
#[doc = "```"]
#[doc = "
```
let n = parse_num(\"4\");
```
"]
#[cfg_attr(doc, doc = "```")]
#[cfg_attr(doc, doc = "parse_num(s);")]
#[cfg_attr(doc, doc = "```")]
pub fn f() {}
