// rand-0.8-to-0.9: the renames of rand 0.9.
//   rand::thread_rng() -> rand::rng()           rng.gen() -> rng.random()
//   rng.gen::<T>() -> rng.random::<T>()         rng.gen_range(r) -> rng.random_range(r)
//   rng.gen_bool(p) -> rng.random_bool(p)       rng.gen_ratio(a, b) -> rng.random_ratio(a, b)
//   use rand::thread_rng; -> use rand::rng;     (and then `thread_rng()` -> `rng()`)
//
// The `gen*` methods are renamed only in files that import `rand::Rng` (or `rand::prelude::*`),
// where they are that trait's; other `gen` methods of such a file are renamed too.
// Unsafe where a file imports `rand::Rng` and has other types with `gen*` methods: those are
// renamed too (a compile error). After `use rand::rng;`, a local variable named `rng` hides the fn: `let mut rng = rng();`
// compiles, a second `rng()` in its scope does not (rename the variable).
// Not converted: `rand::distributions` (now `rand::distr`), `Standard` (now `StandardUniform`),
// `SliceRandom::choose_multiple`... Run `cargo check` after.

@ thread_rng @
@@
- rand::thread_rng()
+ rand::rng()

@ rng_import @
@@
- use rand::thread_rng;
+ use rand::rng;

@ bare_thread_rng depends on rng_import @
@@
- thread_rng()
+ rng()

@ uses_rng @
@@
(
  use rand::Rng;
|
  use rand::{..., Rng, ...};
|
  use rand::prelude::*;
)

@ gen depends on uses_rng @
expression r;
expression list es;
type T;
@@
(
- r.gen_range(es)
+ r.random_range(es)
|
- r.gen_bool(es)
+ r.random_bool(es)
|
- r.gen_ratio(es)
+ r.random_ratio(es)
|
- r.gen::<T>()
+ r.random::<T>()
|
- r.gen()
+ r.random()
)
