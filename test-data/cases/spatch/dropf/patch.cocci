@@
expression e;
@@
- f(e)
+ f(e + 3)
