@@
expression m;
identifier g;
@@
  let g = m.lock().unwrap();
  <...
- legacy_read(&g)
+ g.read()
  ...>
  drop(g);
