@@
@@
- old_connect
+ connect
  (...)
