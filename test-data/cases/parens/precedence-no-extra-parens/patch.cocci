@@
expression a, b;
@@
- add(a, b)
+ a + b
