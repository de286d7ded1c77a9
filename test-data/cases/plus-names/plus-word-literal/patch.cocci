@@
identifier lock;
identifier l;
expression m;
@@
  let lock = m.l().unwrap();
+ stats.new_lock += 1;
