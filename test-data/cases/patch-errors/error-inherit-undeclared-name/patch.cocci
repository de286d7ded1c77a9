@ old @
identifier f;
@@
  #[deprecated]
  fn f(...) { ... }

@@
identifier old.g;
@@
- g
+ g_v2
  (...)
