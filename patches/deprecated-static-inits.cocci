// deprecated-static-inits: `ONCE_INIT` -> `Once::new()`, `ATOMIC_BOOL_INIT` ->
// `AtomicBool::new(false)`, `ATOMIC_USIZE_INIT` -> `AtomicUsize::new(0)`, `ATOMIC_ISIZE_INIT`
// -> `AtomicIsize::new(0)` (deprecated since Rust 1.34 and 1.38), and their imports removed.
//
// The short forms (`ONCE_INIT` after `use std::sync::ONCE_INIT;`) become the short forms of the
// types (`Once::new()`), which need `Once` in scope as the old code usually had it; the full
// paths stay full (the short forms come first: with the semantic model, which this patch's
// full paths load, `std::sync::ONCE_INIT` also matches `ONCE_INIT`). A `use` that imports nothing else is removed; in a `{..}` group the name is
// taken out (which may leave `{Once}`: rustfmt removes the braces).
// Safe: `const fn new` gives the same value.

@ once @
@@
(
- ONCE_INIT
+ Once::new()
|
- std::sync::ONCE_INIT
+ std::sync::Once::new()
)

@ atomics @
@@
(
- ATOMIC_BOOL_INIT
+ AtomicBool::new(false)
|
- ATOMIC_USIZE_INIT
+ AtomicUsize::new(0)
|
- ATOMIC_ISIZE_INIT
+ AtomicIsize::new(0)
|
- std::sync::atomic::ATOMIC_BOOL_INIT
+ std::sync::atomic::AtomicBool::new(false)
|
- std::sync::atomic::ATOMIC_USIZE_INIT
+ std::sync::atomic::AtomicUsize::new(0)
|
- std::sync::atomic::ATOMIC_ISIZE_INIT
+ std::sync::atomic::AtomicIsize::new(0)
)

@ imports @
identifier old = {ATOMIC_BOOL_INIT, ATOMIC_USIZE_INIT, ATOMIC_ISIZE_INIT};
@@
(
- use std::sync::ONCE_INIT;
|
- use std::sync::atomic::old;
|
  use std::sync::{...,
- ONCE_INIT
  , ...};
|
  use std::sync::atomic::{...,
- old
  , ...};
)
