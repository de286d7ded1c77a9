// manual-range-contains: `x >= a && x <= b` -> `(a..=b).contains(&x)`, `x >= a && x < b` ->
// `(a..b).contains(&x)` (clippy::manual_range_contains).
//
// Unsafe where `x` has side effects or is costly: it was evaluated twice, now once. For
// floats, both forms treat NaN alike (false).

@ range_contains @
expression x, a, b;
@@
(
- x >= a && x <= b
+ (a..=b).contains(&x)
|
- x >= a && x < b
+ (a..b).contains(&x)
)
