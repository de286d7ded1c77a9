@@
expression x, y;
@@
  f(..., x, y, ...);
  ...
- g(x);
+ h(x);
