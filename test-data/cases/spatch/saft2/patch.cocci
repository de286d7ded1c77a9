@@
expression a, b;
@@
  {
- a();
  ...
  f(b);
  }
