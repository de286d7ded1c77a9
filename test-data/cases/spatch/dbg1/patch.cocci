@@
statement S1;
@@
  S1
+ e = None;
