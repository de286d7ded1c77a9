// Negative twin of constant-pattern-slot: a binding, a wildcard, a range or a path pattern
// is not a literal, and an expression `Some(1)` is not in a pattern slot.
@@
constant c;
expression e;
@@
- if let Some(c) = e {
+ if e == Some(c) {
  ...
  }
