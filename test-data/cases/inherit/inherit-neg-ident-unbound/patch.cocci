@ r @
identifier x;
expression e;
@@
  let x = RefCell::new(e);

@@
identifier r.x;
@@
- x.borrow_mut()
+ x.try_borrow_mut().expect("already borrowed")
