// option-map: `if let Some(x) = o { Some(f(x)) } else { None }` -> `o.map(|x| f(x))`
// (clippy::manual_map).
//
// Not when the `Some(..)` expression contains `?`, `return`, `break`, `continue` or `.await`:
// in a closure they would mean something else.
// Unsafe: untyped. `o` must be an `Option<T>` value; if it is a `&Option<T>` (so that `x` is a
// reference) the rewrite does not compile (write `o.as_ref().map(..)` by hand). Should become
// typed: `expression Option<_> o;`.

@ jumps @
expression o, E;
identifier x;
position p;
@@
(
if let Some(x) = o@p { Some(<+... E? ...+>) } else { None }
|
if let Some(x) = o@p { Some(<+... E.await ...+>) } else { None }
|
if let Some(x) = o@p { Some(<+... return ... ...+>) } else { None }
|
if let Some(x) = o@p { Some(<+... break ... ...+>) } else { None }
|
if let Some(x) = o@p { Some(<+... continue ...+>) } else { None }
)

@ manual_map @
expression o, e;
identifier x;
position p != jumps.p;
@@
- if let Some(x) = o@p { Some(e) } else { None }
+ o.map(|x| e)
