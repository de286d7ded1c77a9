// search-is-some: `it.position(p).is_some()` -> `it.any(p)`, `.is_none()` -> `!it.any(p)`
// (clippy::search_is_some).
//
// Safe: the same closure, as both give it the item by value.
// Not done: `.find(p).is_some()`, whose closure takes `&Item` where `any`'s takes `Item` (it
// needs the closure rewritten).

@ search_is_some @
expression it, p;
@@
(
- it.position(p).is_some()
+ it.any(p)
|
- it.position(p).is_none()
+ !it.any(p)
)
