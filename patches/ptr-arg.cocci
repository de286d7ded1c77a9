// ptr-arg: fn parameters `&String` -> `&str` and `&Vec<T>` -> `&[T]` (clippy::ptr_arg).
//
// Callers need no change (`&String` and `&Vec<T>` coerce). Not in trait impls (the trait's
// signature rules there) nor in trait definitions (every impl would have to follow).
// Unsafe: the body may use what only `String`/`Vec` have (`capacity()`, a `.clone()` that must
// be a `String`, passing the parameter on to a fn taking `&String`): those no longer compile,
// nothing changes silently. Changes the signature of public fns: other crates calling them
// keep compiling (the coercion), but a fn pointer type naming the old signature does not.

@ trait_items @
identifier f, Name;
type Tr, U;
position p;
@@
(
impl Tr for U { ... fn f@p(...) { ... } ... }
|
trait Name { ... fn f@p(...) { ... } ... }
)

@ string_param @
identifier f, x;
position p != trait_items.p;
@@
fn f@p(...,
- x: &String
+ x: &str
, ...) { ... }

@ vec_param @
identifier f, x;
type T;
position p != trait_items.p;
@@
fn f@p(...,
- x: &Vec<T>
+ x: &[T]
, ...) { ... }
