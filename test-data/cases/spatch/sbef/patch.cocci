@@
statement S;
@@
  {
  S
  ...
- a();
  }
