// unnecessary-sort-by: `v.sort_by(|a, b| a.cmp(b))` -> `v.sort()`, and the same for
// `sort_unstable_by` (clippy::unnecessary_sort_by).
//
// Only the comparison in the natural order (`a.cmp(b)` with the closure's own parameters in
// that order); `b.cmp(a)` (reversed) and comparisons of fields are left alone.
// Safe: `sort_by` with `Ord::cmp` is `sort`.

@ sort_by @
expression v;
identifier a, b;
@@
(
- v.sort_by(|a, b| a.cmp(b))
+ v.sort()
|
- v.sort_unstable_by(|a, b| a.cmp(b))
+ v.sort_unstable()
)
