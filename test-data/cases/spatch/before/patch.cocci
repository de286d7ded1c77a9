@@
statement S;
@@
+ blah();
  S
