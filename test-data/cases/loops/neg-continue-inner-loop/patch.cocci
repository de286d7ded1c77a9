@@
identifier x;
expression e;
@@
  for x in e {
  <...
- continue;
+ return;
  ...>
  }
