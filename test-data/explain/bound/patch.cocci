@@
expression e;
@@
- e.max(e)
+ e
