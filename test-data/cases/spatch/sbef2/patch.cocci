@@
expression a, b;
@@
  {
  f(b);
  ...
- a();
  }
