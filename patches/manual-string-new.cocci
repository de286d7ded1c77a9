// manual-string-new: `String::from("")`, `"".to_string()`, `"".to_owned()` -> `String::new()`
// (clippy::manual_string_new).
//
// Safe: the same empty `String`, without a call. (`"".into()` is not matched: its type is not
// known to be `String`.)

@ string_new @
@@
(
- String::from("")
+ String::new()
|
- "".to_string()
+ String::new()
|
- "".to_owned()
+ String::new()
)
