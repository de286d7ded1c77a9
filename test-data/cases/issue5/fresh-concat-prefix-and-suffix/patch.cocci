@ panicky @
identifier f;
type T;
@@
  #[track_caller]
  pub fn f(...) -> T { ... }

@@
identifier panicky.f;
expression list es;
@@
- f(es)
+ try_f_checked(es)?
