@@
expression m;
identifier g;
@@
  let g = lock(m)?;
  ...
- unlock(g);
+ g.release();
