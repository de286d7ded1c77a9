@@
expression m;
identifier g;
@@
  let g = m.lock().unwrap();
  ...
?- log_unlock();
  drop(g);
