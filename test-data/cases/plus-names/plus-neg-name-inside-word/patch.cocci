@ panicky @
identifier f;
type T;
@@
  #[track_caller]
  pub fn f(...) -> T { ... }

@@
identifier panicky.f;
identifier v;
expression a;
@@
- let v = f(a);
+ let v = ffi::f(a).unwrap_or_else(f2_fallback);
+ a_check(&v);
