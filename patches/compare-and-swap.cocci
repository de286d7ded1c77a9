// compare-and-swap: `a.compare_and_swap(cur, new, order)` ->
// `a.compare_exchange(cur, new, order, failure_order).unwrap_or_else(|x| x)` (deprecated since
// Rust 1.50).
//
// The failure ordering is the strongest one allowed for the success ordering, as the
// deprecation note says: SeqCst -> SeqCst, AcqRel and Acquire -> Acquire, Release and Relaxed
// -> Relaxed. `unwrap_or_else(|x| x)` gives the previous value, as `compare_and_swap` did.
// Orderings written `Ordering::X` or `X` alone; others are left alone.
// Safe.

@ cas @
expression a, c, n;
@@
(
- a.compare_and_swap(c, n, Ordering::SeqCst)
+ a.compare_exchange(c, n, Ordering::SeqCst, Ordering::SeqCst).unwrap_or_else(|x| x)
|
- a.compare_and_swap(c, n, Ordering::AcqRel)
+ a.compare_exchange(c, n, Ordering::AcqRel, Ordering::Acquire).unwrap_or_else(|x| x)
|
- a.compare_and_swap(c, n, Ordering::Acquire)
+ a.compare_exchange(c, n, Ordering::Acquire, Ordering::Acquire).unwrap_or_else(|x| x)
|
- a.compare_and_swap(c, n, Ordering::Release)
+ a.compare_exchange(c, n, Ordering::Release, Ordering::Relaxed).unwrap_or_else(|x| x)
|
- a.compare_and_swap(c, n, Ordering::Relaxed)
+ a.compare_exchange(c, n, Ordering::Relaxed, Ordering::Relaxed).unwrap_or_else(|x| x)
|
- a.compare_and_swap(c, n, SeqCst)
+ a.compare_exchange(c, n, SeqCst, SeqCst).unwrap_or_else(|x| x)
|
- a.compare_and_swap(c, n, AcqRel)
+ a.compare_exchange(c, n, AcqRel, Acquire).unwrap_or_else(|x| x)
|
- a.compare_and_swap(c, n, Acquire)
+ a.compare_exchange(c, n, Acquire, Acquire).unwrap_or_else(|x| x)
|
- a.compare_and_swap(c, n, Release)
+ a.compare_exchange(c, n, Release, Relaxed).unwrap_or_else(|x| x)
|
- a.compare_and_swap(c, n, Relaxed)
+ a.compare_exchange(c, n, Relaxed, Relaxed).unwrap_or_else(|x| x)
)
