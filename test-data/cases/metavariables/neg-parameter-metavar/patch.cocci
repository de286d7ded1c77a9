@@
identifier f;
parameter p1, p2;
@@
  fn f(
- p1, p2
+ p2, p1
  ) { ... }
