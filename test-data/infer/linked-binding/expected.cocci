@@
identifier x;
expression e1, e2;
@@
- let x = e1.lock(e2);
+ let x = e1.lock_scoped(e2);
...
- e1.unlock(x);
