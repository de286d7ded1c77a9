@ rule1 @
expression x, y, z;
@@
  f(x);
  ...
  g(z);
  ...
- h(y);
+ h(x, y, z);
