// map-identity: `.map(|x| x)` is removed, `.filter_map(|x| x)` and `.flat_map(|x| x)` ->
// `.flatten()` (clippy::map_identity, filter_map_identity, flat_map_identity).
//
// Safe for iterators, `Option` and `Result` (`.map(|x| x)` does nothing there). A type of your
// own whose `map` does more would lose it.

@ map_identity @
expression e;
identifier x;
@@
(
- e.map(|x| x)
+ e
|
- e.filter_map(|x| x)
+ e.flatten()
|
- e.flat_map(|x| x)
+ e.flatten()
)
