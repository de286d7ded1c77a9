@@
expression m;
identifier g;
@@
  let g = m.lock().unwrap();
  ...
- drop(g);
+ MutexGuard::unlock_fair(g);
