@@
expression list el;
@@
  f(
- el,
+ 2,
  3)
