@r@
identifier v;
@@
  let v = alloc();

@y@
identifier r.v;
position p;
@@
  pair@p(v, ...)

@z@
identifier r.v;
expression list es;
position p != y.p;
@@
- pair@p(es, v)
+ pair_rev(es, v)
