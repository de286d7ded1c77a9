@@
expression a, b;
@@
- diff(a, b)
+ a - b
