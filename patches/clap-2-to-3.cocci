// clap-2-to-3: the builder calls clap 3 renamed or removed.
//   Arg::with_name(n) -> Arg::new(n)          SubCommand::with_name(n) -> App::new(n)
//   .multiple(b) -> .multiple_occurrences(b)  .required_unless(a) -> .required_unless_present(a)
//   .case_insensitive(b) -> .ignore_case(b)   `SubCommand` taken out of `use clap::{..}`
//
// The method renames apply only to a chain that starts with `Arg::new(..)`: another
// `.multiple(..)` is left alone.
// Not converted: `.short("v")` (clap 3 takes a `char`: `.short('v')`), `Arg::from_usage`,
// `matches.subcommand()` (its result changed shape). Run `cargo check` after: those are errors.
// Unsafe: untyped, `Arg`, `App` and `SubCommand` are matched by name: run it on crates that
// use clap only. What it leaves are compile errors, not silent changes.

@ with_name @
expression n;
@@
(
- Arg::with_name(n)
+ Arg::new(n)
|
- SubCommand::with_name(n)
+ App::new(n)
|
- clap::Arg::with_name(n)
+ clap::Arg::new(n)
|
- clap::SubCommand::with_name(n)
+ clap::App::new(n)
)

@ arg_methods @
expression e, n, x;
@@
(
(
- e.multiple(x)
+ e.multiple_occurrences(x)
|
- e.required_unless(x)
+ e.required_unless_present(x)
|
- e.case_insensitive(x)
+ e.ignore_case(x)
)
&
  <+... Arg::new(n) ...+>
)

@ imports @
@@
  use clap::{...,
- SubCommand
  , ...};
