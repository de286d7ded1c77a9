@@
expression e, i;
@@
- Iterator::nth(e, i)
+ e.skip(i).next()
