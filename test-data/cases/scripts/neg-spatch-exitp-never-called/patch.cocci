@r@
identifier x;
@@

-f(x);
+g(x);

@script:python@
x << r.x;
@@

if ("%s" % x) == "never":
  cocci.exit()

@@
identifier x;
@@

g(x
+ ,extra
 );
