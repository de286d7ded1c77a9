@@
expression a, b;
@@
- a = a + b
+ a += b
