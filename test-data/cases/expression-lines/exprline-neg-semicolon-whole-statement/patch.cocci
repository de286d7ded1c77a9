@@
identifier c;
expression pool;
@@
* let c = pool.checkout();
  ...
* c.query(...);
