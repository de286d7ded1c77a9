@@
expression e;
@@
- record(e)
+ let _ = e
