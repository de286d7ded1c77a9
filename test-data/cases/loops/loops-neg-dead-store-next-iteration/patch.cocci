@@
identifier x;
expression e;
@@
- x = e;
  ... when != x
