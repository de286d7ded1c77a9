// len-zero: compare a length with zero through `is_empty()` (clippy::len_zero).
//   x.len() == 0  ->  x.is_empty()        x.len() != 0, x.len() > 0  ->  !x.is_empty()
//
// Typed: only where `x` is a std collection, a `String`, a `str` or a slice (or a reference to
// one), whose `is_empty` is stable and means the same. Not an iterator
// (`ExactSizeIterator::is_empty` is unstable), not a type of your own (its `is_empty` may mean
// something else, or call `len`: rewriting inside it would make it call itself). Needs the
// semantic model (loaded for this patch).
// Safe.

@ len_zero @
expression {Vec<_>, VecDeque<_>, LinkedList<_>, BinaryHeap<_>, HashMap<_, _>, HashSet<_>, BTreeMap<_, _>, BTreeSet<_>, String, str, [_]} e;
@@
(
- e.len() == 0
+ e.is_empty()
|
- 0 == e.len()
+ e.is_empty()
|
- e.len() != 0
+ !e.is_empty()
|
- 0 != e.len()
+ !e.is_empty()
|
- e.len() > 0
+ !e.is_empty()
|
- 0 < e.len()
+ !e.is_empty()
|
- e.len() >= 1
+ !e.is_empty()
)
