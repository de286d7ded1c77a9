@@
identifier s;
expression db;
@@
  let s = db.snapshot();
  ... when any
* s.get(...)
