@@
identifier f, x;
type T;
@@
  fn f(..., x: T, ...) {
  <...
- free(x);
+ release(x);
  ...>
  }
