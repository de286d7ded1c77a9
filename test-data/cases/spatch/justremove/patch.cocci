@@
statement S;
@@
- S
  foo();
