@ r @
identifier g;
expression m;
@@
  let g = m.lock().unwrap();

@@
identifier y != r.g;
@@
- drop(y);
