// With `...`, the code may set fields the pattern does not name, wherever they stand; the
// pattern's fields still match in any order.
@@
expression x, y;
@@
- Foo { a: x, b: y, ... }
+ Foo::new(x, y)
