// map-clone: `.map(|x| x.clone())` and `.map(Clone::clone)` -> `.cloned()` (clippy::map_clone).
//
// Unsafe: untyped. Right on an iterator of references and on an `Option<&T>`. On an iterator of
// owned values (`into_iter()` of a `Vec<String>`), `.cloned()` does not compile (the clone was
// useless there: remove the `.map` by hand). On a `Result` it does not compile either. Should
// become typed (`Option<&_>`, iterators of `&_`); with types, `.map(|x| *x)` -> `.copied()` can
// join it (it is wrong on `Option<Box<T>>`, see map-copied).

@ map_clone @
expression e;
identifier x;
@@
(
- e.map(|x| x.clone())
+ e.cloned()
|
- e.map(Clone::clone)
+ e.cloned()
)
