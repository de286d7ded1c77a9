@@
expression e;
@@
- read_ptr(e)
+ *e
