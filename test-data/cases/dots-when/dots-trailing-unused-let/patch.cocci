@@
identifier x;
expression e;
@@
- let x = e;
  ... when != x
