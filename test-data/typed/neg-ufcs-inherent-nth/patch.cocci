@@
expression e;
@@
- Iterator::nth(e, 0)
+ e.next()
