@@
expression m;
identifier g;
@@
  let g = lock(m);
  ... when strict
- unlock(g);
+ g.release();
