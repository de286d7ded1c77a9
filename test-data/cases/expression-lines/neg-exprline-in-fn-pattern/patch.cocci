@@
identifier f, x;
@@
  fn f(...) {
  ...
- check(&x)
+ verify(&x)
  ...
  }
