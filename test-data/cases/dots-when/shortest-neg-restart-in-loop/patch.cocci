@@
expression e;
@@
- start(e);
+ start_guarded(e);
  ...
  stop(e);
