// useless-format: `format!("{}", x)` -> `x.to_string()`, `format!("text")` -> `"text".to_string()`
// (clippy::useless_format).
//
// A literal with `{` or `}` in it is left alone (`format!("{{}}")` is `"{}"`).
// Safe: `{}` formats through `Display`, as `to_string` does. A format string with a width or
// other options is not matched.

@ useless_format @
expression e;
constant c =~ "^\"[^{}]*\"$";
@@
(
- format!("{}", e)
+ e.to_string()
|
- format!(c)
+ c.to_string()
)
