// map-clone: `.map(|x| x.clone())` and `.map(Clone::clone)` -> `.cloned()`, and `.map(|x| *x)`
// -> `.copied()` (clippy::map_clone), on an `Option<&T>` or a slice's iterator (`v.iter()`).
//
// Typed (loads the semantic model): on an iterator of owned values (`into_iter()` of a
// `Vec<String>`) or a `Result`, `.cloned()` does not compile, and `.map(|x| *x)` on an
// `Option<Box<T>>` derefs the box, where `.copied()` does not compile: those types are left
// alone. Other iterators of references (`filter` over `iter()`, map keys) are left alone too:
// a type pattern cannot say "items are references".
// Safe.

@ map_clone @
expression {Option<&_>, std::slice::Iter<_>} e;
identifier x;
@@
(
- e.map(|x| x.clone())
+ e.cloned()
|
- e.map(Clone::clone)
+ e.cloned()
|
- e.map(|x| *x)
+ e.copied()
)
