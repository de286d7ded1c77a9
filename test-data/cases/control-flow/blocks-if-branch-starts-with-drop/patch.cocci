@@
expression m, c;
identifier g;
@@
  let g = m.lock().unwrap();
  ...
  if c {
-     drop(g);
+     MutexGuard::unlock_fair(g);
      ...
  }
