@@
expression x;
@@
  f(x);
  ...
- g(x);
+ h(x);
