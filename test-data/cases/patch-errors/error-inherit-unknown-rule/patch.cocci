@ old @
identifier f;
@@
  #[deprecated]
  fn f(...) { ... }

@@
identifier olds.f;
@@
- f
+ f_v2
  (...)
