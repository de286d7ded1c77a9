@r@
position p;
@@
  f@p(x)

@@
position p1 != r.p;
position any r.p;
@@
- f@p
+ g
    (...);
  ...
- f(...);
