@@
expression e;
@@
- square(e)
+ e.pow(2)
