@@
expression e;
identifier fld;
@@
- e.fld = e.fld + 1;
+ e.fld += 1;
