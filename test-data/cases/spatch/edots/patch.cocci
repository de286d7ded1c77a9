@@
identifier x;
@@
- x[...]
+ x
