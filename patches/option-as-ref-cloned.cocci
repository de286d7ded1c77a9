// option-as-ref-cloned: `o.as_ref().cloned()` -> `o.clone()` (clippy::option_as_ref_cloned).
//
// Safe for `Option<T>`: both clone the value inside. On another type whose `as_ref()` gives an
// `Option<&T>` (a field-less wrapper of your own) the rewrite clones the wrapper, not the value,
// and usually does not compile.

@ as_ref_cloned @
expression o;
@@
- o.as_ref().cloned()
+ o.clone()
