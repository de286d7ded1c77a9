@@
expression m;
identifier g;
@@
  let g = m.lock().unwrap();
  ...
+ g.flush();
  drop(g);
