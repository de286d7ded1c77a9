@@
expression e;
@@
  f();
  <...
  g(e)
  ...>
  h();
+ xxx(e);
