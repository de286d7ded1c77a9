// A struct pattern's fields match in any order too. Rust's `..` is matched as written (the
// code must have one), and licenses no extra field: rewriting `let Foo { b, a, c, .. }` would
// drop the binding `c`.
@@
expression e;
@@
- let Foo { a, b } = e;
+ let (a, b) = e.into_parts();

@@
expression e;
@@
- let Foo { a, b, .. } = e;
+ let (a, b) = e.parts();
