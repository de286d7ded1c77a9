@@
statement S;
@@
  f();
- S
