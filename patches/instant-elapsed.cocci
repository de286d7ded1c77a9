// instant-elapsed: `Instant::now().duration_since(t)` -> `t.elapsed()`
// (clippy::manual_instant_elapsed).
//
// Paths as written: `Instant::now()`, `std::time::Instant::now()`.
// Not done: `Instant::now() - t`, which is an `Instant` when `t` is a `Duration` (it needs
// types).
// Safe: `duration_since` takes an `Instant`, and `elapsed` is that.

@ elapsed @
expression t;
@@
(
- Instant::now().duration_since(t)
+ t.elapsed()
|
- std::time::Instant::now().duration_since(t)
+ t.elapsed()
)
