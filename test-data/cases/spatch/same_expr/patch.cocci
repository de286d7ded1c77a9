@@
expression e;
@@
- f(e, e);
