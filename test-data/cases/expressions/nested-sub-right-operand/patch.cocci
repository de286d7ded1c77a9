@@
expression a, b;
@@
- sub(a, b)
+ a - b
