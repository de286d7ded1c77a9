@@
expression e;
@@
- e.borrow_mut().clear();
+ e.replace(Vec::new());
