@r@
identifier x;
@@
  f(x);

@@
fresh identifier a = "foo_" ## r.x;
@@
- g();
+ g(a);
