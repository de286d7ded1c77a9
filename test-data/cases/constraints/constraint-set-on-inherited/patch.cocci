@ r @
identifier x;
expression e;
@@
  let x = RwLock::new(e);

@@
identifier r.x;
identifier m = {read, write};
@@
- x.m().unwrap()
+ x.m().expect("lock poisoned")
