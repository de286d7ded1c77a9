@@
expression x;
@@
  f(x)
  ...
  g(x)
  ...
- h(x)
+ h(x, x)
