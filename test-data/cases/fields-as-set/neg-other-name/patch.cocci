// Negative twin of `swapped`: a field is matched by its name, and `c` is not `a`.
@@
expression x, y;
@@
- Foo { a: x, b: y }
+ Foo { a: y, b: x }
