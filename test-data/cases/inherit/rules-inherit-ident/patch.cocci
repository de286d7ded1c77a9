@ r @
identifier g;
expression m;
@@
  let g = m.lock().unwrap();

@@
identifier r.g;
@@
- drop(g);
