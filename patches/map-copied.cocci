// map-copied: `.map(|&x| x)` -> `.copied()` (clippy::map_clone).
//
// Safe: the closure's `&x` pattern only compiles when the items are references to a `Copy`
// type, which is what `.copied()` needs (on an iterator or an `Option<&T>`).
// Not done: `.map(|x| *x)`, which also derefs a `Box` or any `Deref` type, where `.copied()`
// does not compile (`Option<Box<T>>`). It needs types: `expression Option<&_> o;`.

@ map_copied @
expression e;
identifier x;
@@
- e.map(|&x| x)
+ e.copied()
