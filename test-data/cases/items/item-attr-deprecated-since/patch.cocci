@ gone @
identifier f;
@@
  #[deprecated(since = "2.0")]
  pub fn f(...) { ... }

@@
identifier gone.f;
expression list es;
@@
- f(es)
+ compat::f(es)
