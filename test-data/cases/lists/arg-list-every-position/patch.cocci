@@
expression x;
@@
  watch(..., x, ...);
  ...
- unwatch(x);
+ unwatch_now(x);
