@@
identifier i;
expression e;
@@
  for i in e {
- ...
  }
