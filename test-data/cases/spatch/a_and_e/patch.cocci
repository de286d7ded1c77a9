@@
expression x, y;
@@
  g();
+ f(y, 0);
  ...
  f(x, y);
