// Without `...`, every field of the code must be one of the pattern's: a literal that sets
// more fields (or takes the rest from another value) is not matched, in any order.
@@
expression x, y;
@@
- Foo { a: x, b: y }
+ Foo::new(x, y)
