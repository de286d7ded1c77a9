@@
expression Vec<u8> v;
expression e;
@@
- if let Some(v) = e {
+ if let Ok(v) = e {
  ...
  }
