@a@
position p;
@@
  retry@p(...)

@b@
position p1;
@@
  retry@p1(0)

@@
position a.p != b.p1;
expression n;
@@
- retry@p(n);
+ retry_with_backoff(n);
