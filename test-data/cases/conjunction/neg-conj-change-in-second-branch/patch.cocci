@@
identifier f;
@@
(
  f(..., 0, ...)
&
  f(...,
- None
+ Some(0)
  , ...)
)
