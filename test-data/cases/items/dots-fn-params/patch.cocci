@@
identifier f;
@@
- #[inline(always)]
+ #[inline]
  fn f(...) { ... }
