@@
identifier lock;
expression m;
@@
  let lock = m.lock().unwrap();
+ stats.new_lock += 1;
