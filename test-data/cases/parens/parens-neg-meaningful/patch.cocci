@@
expression a, b, c;
@@
- a * b + c
+ a.mul_add(b, c)
