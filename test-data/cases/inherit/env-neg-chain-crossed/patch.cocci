@ old @
identifier f;
@@
  #[deprecated]
  fn f(...) { ... }

@ res @
identifier old.f;
identifier v;
@@
  let v = f(...);

@@
identifier old.f;
identifier res.v;
@@
- register(f, v);
