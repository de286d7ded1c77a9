@r1@
expression e;
@@
* e.is_empty()

@r2@
expression r1.e;
@@
- e.len()
+ e.count()
