@ r @
identifier f, x;
expression e;
@@
  fn f(...) {
  let x = RefCell::new(e);
  ...
  }

@@
identifier r.f, r.x;
@@
  fn f(...) {
  <...
- x.borrow()
+ x.try_borrow().unwrap()
  ...>
  }
