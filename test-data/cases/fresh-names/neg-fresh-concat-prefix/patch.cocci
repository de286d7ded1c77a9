@@
identifier lock;
identifier l;
expression m;
fresh identifier n = "new_" ## lock;
@@
  let lock = m.l().unwrap();
+ let n = lock.snapshot();
