// leftover-debug: reports `dbg!`, `todo!` and `unimplemented!` (report only, `*`;
// clippy::dbg_macro, todo, unimplemented).
//
// For a gate before a release or a merge: `cocci check patches/leftover-debug.cocci src/`
// exits with 1 when it finds one.

@ leftover @
expression list es;
@@
(
* dbg!(es)
|
* todo!(es)
|
* unimplemented!(es)
)
