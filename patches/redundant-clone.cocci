// redundant-clone: `f(x.clone());` -> `f(x);` where `x` is not used again on any path after the
// call (clippy::redundant_clone).
//   Also method calls: `v.push(x.clone());` -> `v.push(x);`.
//
// `...` with `when != x`: the rest of the fn, on every path (loops included), must not name
// `x`.
// Unsafe: untyped. Where `x` is a reference (`x: &T`), `x.clone()` is a `T` and `x` a `&T`:
// the rewrite does not compile. A use of `x` only inside a format string (`println!("{x}")`)
// is not seen, nor one in a closure written later: the rewrite then does not compile ("use of
// moved value"). Moving `x` ends its life earlier: a `Drop` with side effects (a lock guard)
// runs earlier.

@ redundant_clone @
identifier x, m;
expression f, e;
@@
(
- f(x.clone());
+ f(x);
|
- e.m(x.clone());
+ e.m(x);
)
  ... when != x
