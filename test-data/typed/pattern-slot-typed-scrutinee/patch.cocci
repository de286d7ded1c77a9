@@
expression Option<_> e;
pattern p;
@@
- if let Some(p) = e {
+ if let Some(p) = e.clone() {
  ...
  }
