@@
identifier x;
expression e;
@@
- let x;
  ...
- x = e;
+ let x = e;
