@@
expression e;
@@
  start(e);
  ...
- stop(e);
+ stop_checked(e);
