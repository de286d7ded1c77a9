// map-copied: `.map(|&x| x)` -> `.copied()` (clippy::map_clone).
//
// Safe: the closure's `&x` pattern only compiles when the items are references to a `Copy`
// type, which is what `.copied()` needs (on an iterator or an `Option<&T>`).
// Not here: `.map(|x| *x)`, which also derefs a `Box` or any `Deref` type, where `.copied()`
// does not compile (`Option<Box<T>>`): the typed map-clone patch does it where it is right.

@ map_copied @
expression e;
identifier x;
@@
- e.map(|&x| x)
+ e.copied()
