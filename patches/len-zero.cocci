// len-zero: compare a length with zero through `is_empty()` (clippy::len_zero).
//   x.len() == 0  ->  x.is_empty()        x.len() != 0, x.len() > 0  ->  !x.is_empty()
//
// Not inside a `fn is_empty` (that would make it call itself).
// Unsafe: untyped, so it fires on every `.len()` method. It is wrong for a type whose `is_empty`
// means something else, and does not compile for a type without `is_empty` or an iterator
// (`ExactSizeIterator::is_empty` is unstable). Should become typed: the std collections, `str`,
// slices.

@ in_is_empty @
expression e;
position p;
@@
fn is_empty(...) { <... e.len()@p ...> }

@ len_zero @
expression e;
position p != in_is_empty.p;
@@
(
- e.len()@p == 0
+ e.is_empty()
|
- 0 == e.len()@p
+ e.is_empty()
|
- e.len()@p != 0
+ !e.is_empty()
|
- 0 != e.len()@p
+ !e.is_empty()
|
- e.len()@p > 0
+ !e.is_empty()
|
- 0 < e.len()@p
+ !e.is_empty()
|
- e.len()@p >= 1
+ !e.is_empty()
)
