@@
identifier x;
expression e;
@@
- let x = e;
- return x;
+ return e;
