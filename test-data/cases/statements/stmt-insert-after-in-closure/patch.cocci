@@
identifier g;
expression m;
@@
  let g = m.lock();
+ log_lock(&g);
