@@
expression e;
@@
- negate(e)
+ -e
