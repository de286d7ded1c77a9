@@
expression m;
identifier g;
@@
  let g = m.lock().unwrap();
  ...
- drop(g);
+ g.unlock_fair();
