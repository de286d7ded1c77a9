@@
expression m;
identifier g;
@@
- let g = m.lock().unwrap();
  ... when = trace(...);
- drop(g);
