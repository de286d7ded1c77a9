@@
identifier y;
expression e;
@@
- let mut y = e;
+ let y = e;
