// The typed rewrites of server/cli/tests/real_crates.rs, one rule each: is_empty, copied/cloned,
// contains, unwrap_or_default.

// x.len() == 0 -> x.is_empty() where `x` is a std collection, a `str` or a slice (their
// `is_empty` is stable and means the same).

@ len @
expression {Vec<_>, VecDeque<_>, String, str, [_], HashMap<_, _>, HashSet<_>, BTreeMap<_, _>, BTreeSet<_>} e;
@@
(
- e.len() == 0
+ e.is_empty()
|
- e.len() != 0
+ !e.is_empty()
|
- e.len() > 0
+ !e.is_empty()
)

// .map(|x| *x) -> .copied() and .map(|x| x.clone()) -> .cloned() on an `Option<&T>` or a slice
// iterator (items `&T`).

@ copied @
expression {Option<&_>, std::slice::Iter<_>} e;
identifier x;
@@
(
- e.map(|x| *x)
+ e.copied()
|
- e.map(|x| x.clone())
+ e.cloned()
|
- e.map(Clone::clone)
+ e.cloned()
)

// v.iter().any(|x| *x == y) -> v.contains(&y) where `v` is a `Vec<T>` or `[T]` and `y` a `T`.

@ contains @
type T;
expression {Vec<T>, [T]} e;
expression T y;
identifier x;
@@
(
- e.iter().any(|x| *x == y)
+ e.contains(&y)
|
- e.iter().any(|&x| x == y)
+ e.contains(&y)
)

// .unwrap_or_else(T::new) and the like -> .unwrap_or_default() on an `Option` or `Result` of a
// std collection or `String` (all `Default`).

@ default @
expression {Option<Vec<_>>, Option<String>, Option<VecDeque<_>>, Option<HashMap<_, _>>, Option<HashSet<_>>, Option<BTreeMap<_, _>>, Option<BTreeSet<_>>, Result<Vec<_>, _>, Result<String, _>, Result<VecDeque<_>, _>, Result<HashMap<_, _>, _>, Result<HashSet<_>, _>, Result<BTreeMap<_, _>, _>, Result<BTreeSet<_>, _>} e;
type T;
@@
(
- e.unwrap_or_else(Default::default)
+ e.unwrap_or_default()
|
- e.unwrap_or_else(T::new)
+ e.unwrap_or_default()
|
- e.unwrap_or(T::new())
+ e.unwrap_or_default()
|
- e.unwrap_or_else(T::default)
+ e.unwrap_or_default()
|
- e.unwrap_or(T::default())
+ e.unwrap_or_default()
|
- e.unwrap_or(Default::default())
+ e.unwrap_or_default()
)
