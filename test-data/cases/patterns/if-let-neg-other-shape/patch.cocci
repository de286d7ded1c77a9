@@
pattern p;
expression e;
@@
- if let Some(p) = e {
+ if let Some(p) = e.take() {
  ...
  }
