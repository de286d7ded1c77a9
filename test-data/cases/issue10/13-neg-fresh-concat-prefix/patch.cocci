@@
identifier lock;
expression m;
fresh identifier n = "new_" ## lock;
@@
  let lock = m.lock().unwrap();
+ let n = lock.snapshot();
