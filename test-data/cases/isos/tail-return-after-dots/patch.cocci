// After `...`, the fn's tail stands for `return e;` too.
@@
expression x;
identifier y;
@@
  let y = start(x);
  ...
- return old(y);
+ return new(y);
