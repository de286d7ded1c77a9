@@
identifier m;
expression e;
@@
- e.as_ref().m()
+ e.m()
