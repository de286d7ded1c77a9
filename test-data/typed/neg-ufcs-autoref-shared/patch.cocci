@@
expression x;
@@
- Iterator::nth(&x, 0)
+ x.first()
