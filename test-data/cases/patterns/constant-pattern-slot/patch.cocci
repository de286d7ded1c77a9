// A `constant` in a pattern slot stands for a literal pattern (`1`, `-1`, `'a'`, `"s"`):
// clippy's equatable_if_let, as a patch.
@@
constant c;
expression e;
@@
- if let Some(c) = e {
+ if e == Some(c) {
  ...
  }
