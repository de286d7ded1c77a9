@ r @
identifier f;
@@
  #[must_use]
  fn f(...) -> bool { ... }

@@
identifier r.f;
expression list es;
fresh identifier ok = "ok";
@@
- f(es);
+ let ok = f(es);
+ debug_assert!(ok);
