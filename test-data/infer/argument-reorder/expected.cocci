@@
expression e1, e2;
@@
- copy(e1, e2)
+ copy(e2, e1)
