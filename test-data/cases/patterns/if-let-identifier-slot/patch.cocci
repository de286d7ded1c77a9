@@
expression e;
identifier a;
@@
- if let Some(a) = e {
+ if let Ok(a) = e {
  ...
  }
