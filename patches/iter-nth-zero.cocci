// iter-nth-zero: `it.nth(0)` -> `it.next()` (clippy::iter_nth_zero).
//
// Safe for iterators. A type of your own with an `nth` method (and no `next`) would not compile.

@ iter_nth_zero @
expression it;
@@
- it.nth(0)
+ it.next()
