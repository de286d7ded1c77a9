@@
expression m;
identifier g;
@@
- let g = m.lock().unwrap();
+ let g = m.write().unwrap();
  <+...
  g.set(...);
  ...+>
  drop(g);
