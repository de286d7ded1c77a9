// The untyped rewrites of server/cli/tests/real_crates.rs, one rule each: is_empty, copied/cloned,
// contains, unwrap_or_default.

// x.len() == 0 -> x.is_empty() on any `.len()`, as the untyped len-zero did before it
// skipped `fn is_empty`.

@ len @
expression e;
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

// .map(|x| *x) -> .copied(), .map(|x| x.clone()) / .map(Clone::clone) -> .cloned(), on anything.

@ copied @
expression e;
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

// v.iter().any(|x| *x == y) -> v.contains(&y), whatever the types of `v` and `y`.

@ contains @
expression e, y;
identifier x;
@@
(
- e.iter().any(|x| *x == y)
+ e.contains(&y)
|
- e.iter().any(|&x| x == y)
+ e.contains(&y)
)

// .unwrap_or_else(T::new) and the like -> .unwrap_or_default(), whatever the type.

@ default @
expression e;
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
