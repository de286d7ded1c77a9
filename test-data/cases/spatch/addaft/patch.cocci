@@
statement S;
@@
  foo();
- S
+ bar();
