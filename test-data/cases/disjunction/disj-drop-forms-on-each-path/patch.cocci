@@
expression m;
identifier g;
@@
  let g = m.lock().unwrap();
  ...
(
- drop(g);
|
- std::mem::drop(g);
)
