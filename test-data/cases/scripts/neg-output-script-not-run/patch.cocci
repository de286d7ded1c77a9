virtual never_defined

@r@
identifier f =~ "^old_";
@@
  fn f(...) { ... }

@script:python s depends on never_defined@
f << r.f;
g;
@@
coccinelle.g = cocci.make_ident("new_" + f[4:])

@@
identifier r.f;
identifier s.g;
@@
- f
+ g
  (...)
