@@
statement S;
@@
  f();
- S
+ foo();
+ S
