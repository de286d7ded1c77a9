@ r @
identifier f;
@@
  #[must_use]
  fn f(...) -> bool { ... }

@@
identifier r.f;
fresh identifier ok = "ok";
@@
- let ok = f();
+ let _ = f();
