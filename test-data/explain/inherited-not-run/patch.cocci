@r1@
expression e;
@@
* e.borrow_mut()

@r2@
expression r1.e;
@@
- e.len()
+ e.count()
