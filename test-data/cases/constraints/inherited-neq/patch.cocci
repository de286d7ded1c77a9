@r@
identifier x;
expression e;
@@
  let mut x = e;

@@
identifier r.x != data;
@@
- x.clear();
+ x = Vec::new();
