// iter-skip-next: `it.skip(n).next()` -> `it.nth(n)` (clippy::iter_skip_next).
//
// Unsafe where `it` is a variable that is not `mut`: `skip` takes the iterator by value, `nth`
// by `&mut`, so the rewrite does not compile until the binding is made `mut` (nothing changes
// silently). A type of your own with `skip` would not compile either.

@ iter_skip_next @
expression it, n;
@@
- it.skip(n).next()
+ it.nth(n)
