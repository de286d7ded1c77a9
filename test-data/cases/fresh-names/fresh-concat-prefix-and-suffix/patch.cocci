@ panicky @
identifier f;
type T;
@@
  #[track_caller]
  pub fn f(...) -> T { ... }

@@
identifier panicky.f;
expression list es;
fresh identifier g = "try_" ## f ## "_checked";
@@
- f(es)
+ g(es)?
