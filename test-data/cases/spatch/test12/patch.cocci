@@
expression x, y;
@@
- f(x)
+ f(x, y)
  ...
  g(y)
