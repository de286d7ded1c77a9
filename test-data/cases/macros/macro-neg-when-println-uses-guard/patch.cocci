@@
expression m;
identifier g;
@@
- let g = m.lock().unwrap();
  ... when != g
- drop(g);
