@r1@
expression e;
@@
* e.borrow_mut()

@r2 depends on r1@
identifier f;
@@
* f(0)
