// A struct literal's fields match in any order: the patch's `a: x, b: y` matches
// `b: 2, a: 1` with x = 1, y = 2. The `+` code replaces the whole literal, so it is written
// as the patch writes it.
@@
expression x, y;
@@
- Foo { a: x, b: y }
+ Foo { a: y, b: x }
