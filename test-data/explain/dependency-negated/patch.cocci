@r1@
identifier f;
@@
* f(0)

@r2@
@@
* h(1)

@r3 depends on !r1 || ever r2@
@@
* g(0)
