@@
identifier x;
expression m;
@@
  let x = m.lock().unwrap();
  ...
- *x
+ x.get()
