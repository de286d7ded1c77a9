@r@
identifier x;
expression e;
@@
  let mut x = e;

@@
identifier r.x =~ "^scratch_";
@@
- x.clear();
+ x = Vec::new();
