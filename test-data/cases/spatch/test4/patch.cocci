@@
expression x, y;
@@
  f(..., x, y, ...);
  ...
- h(x);
  ...
  g(x);
