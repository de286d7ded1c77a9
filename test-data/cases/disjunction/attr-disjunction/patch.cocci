@@
identifier f;
@@
(
- #[inline(always)]
+ #[inline]
|
- #[inline(never)]
+ #[inline]
)
  fn f(...) { ... }
