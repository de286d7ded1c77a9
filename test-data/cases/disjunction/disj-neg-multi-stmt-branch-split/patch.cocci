@@
identifier g;
expression m;
@@
  let g = m.lock().unwrap();
  ...
(
- g.flush();
- drop(g);
+ g.finish();
|
- drop(g);
+ g.finish();
)
