@r1@
expression e1;
@@
- e1.foobar();
