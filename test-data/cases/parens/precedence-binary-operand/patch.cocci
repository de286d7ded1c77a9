@@
expression e;
@@
- half(e)
+ e / 2
