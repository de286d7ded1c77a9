@r@
identifier v;
@@
  let v = alloc();

@y@
identifier r.v;
position p;
@@
  consume@p(v);

@z@
identifier w;
position p != y.p;
@@
- consume@p(w);
+ consume_later(w);
