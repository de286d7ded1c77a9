@@
statement S;
@@
  {
- a();
  ...
  S
  }
