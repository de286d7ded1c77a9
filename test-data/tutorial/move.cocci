@@
identifier x;
expression f;
@@
- f(x.clone());
+ f(x);
  ... when != x
