// manual-repeat-n: `iter::repeat(x).take(n)` -> `iter::repeat_n(x, n)` (clippy::manual_repeat_n).
//
// Needs Rust 1.82 (`repeat_n`). Paths as written: `std::iter::repeat`, `iter::repeat`.
// Safe: the same items; `repeat_n` also drops `x` without a last clone.

@ repeat_n @
expression x, n;
@@
(
- std::iter::repeat(x).take(n)
+ std::iter::repeat_n(x, n)
|
- iter::repeat(x).take(n)
+ iter::repeat_n(x, n)
)
