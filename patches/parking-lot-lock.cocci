// parking-lot-lock: after switching a file from `std::sync::Mutex`/`RwLock` to `parking_lot`'s,
// drop the poisoning `Result`: `m.lock().unwrap()` -> `m.lock()`, and the same for `.read()`,
// `.write()`, and `.expect(..)`.
//
// Only in files that import `parking_lot::Mutex` or `parking_lot::RwLock` (`depends on`).
// Unsafe in a file that uses both std's locks and parking_lot's: the std ones lose their
// `unwrap()` and no longer compile (nothing changes silently).

@ uses_parking_lot @
identifier t = {Mutex, RwLock};
@@
(
  use parking_lot::t;
|
  use parking_lot::{..., t, ...};
)

@ lock depends on uses_parking_lot @
expression m, msg;
identifier how = {lock, read, write};
@@
(
- m.how().unwrap()
+ m.how()
|
- m.how().expect(msg)
+ m.how()
)
