// scopeguard: `guard(v, dropfn)` becomes `guard_with(dropfn, v)`, the closure first. A
// migration as its maintainer would run it over the crate itself: the definition, the calls
// however they reach it (`scopeguard::guard` in doctests, `$crate::guard` in the crate's own
// `defer!`, `guard` where it is in scope or imported), and the imports.
@definition@
@@
- pub fn guard<T, F>(v: T, dropfn: F) -> ScopeGuard<T, F, Always>
+ pub fn guard_with<T, F>(dropfn: F, v: T) -> ScopeGuard<T, F, Always>
  where
      F: FnOnce(T),
  {
      ...
  }

@calls@
identifier k;
expression v, f;
@@
(
- k::guard(v, f)
+ k::guard_with(f, v)
|
- guard(v, f)
+ guard_with(f, v)
)

@imports@
@@
(
- use scopeguard::guard;
+ use scopeguard::guard_with;
|
- use scopeguard::{guard, ScopeGuard};
+ use scopeguard::{guard_with, ScopeGuard};
)
