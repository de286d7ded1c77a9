@r@
identifier x;
expression e;
@@
  let mut x = e;

@@
identifier r.x =~ "^tmp_";
@@
- x.clear();
+ x = Vec::new();
