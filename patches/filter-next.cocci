// filter-next: `it.filter(p).next()` -> `it.find(p)` (clippy::filter_next).
//
// Same closure: both give it a `&Item`.
// Unsafe where `it` is a variable that is not `mut`: `filter` takes the iterator by value,
// `find` by `&mut` (it does not compile until the binding is `mut`).

@ filter_next @
expression it, p;
@@
- it.filter(p).next()
+ it.find(p)
