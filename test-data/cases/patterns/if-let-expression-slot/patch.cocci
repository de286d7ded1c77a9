@@
expression e, x;
@@
- if let Some(x) = e {
+ if let Ok(x) = e {
  ...
  }
