@@
identifier g;
expression m;
@@
  let g = m.lock().unwrap();
  ...
? g.flush();
- drop(g);
