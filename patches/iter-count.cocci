// iter-count: `x.iter().count()` -> `x.len()` (clippy::iter_count).
//   Also `.iter_mut().count()` and `.into_iter().count()`.
//
// Unsafe: untyped. Right for the std collections, slices and arrays, where `len()` is the same
// number without walking the elements. On a type whose `iter()` yields something else than its
// `len()` counts (a custom type, a `str`-like type where `len` counts bytes) it changes the result
// silently; on a type without `len` it does not compile. Should become typed:
// `expression {Vec<_>, [_], VecDeque<_>, HashMap<_, _>, HashSet<_>, BTreeMap<_, _>, BTreeSet<_>} x;`.

@ iter_count @
expression x;
@@
(
- x.iter().count()
+ x.len()
|
- x.iter_mut().count()
+ x.len()
|
- x.into_iter().count()
+ x.len()
)
