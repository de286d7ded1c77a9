@@
statement S;
@@
  foo();
- S
+ S
