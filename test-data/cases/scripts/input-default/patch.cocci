@r@
expression e;
@@
  foo(e)

@q@
expression x;
@@
  bar(x)

@script:python@
e << r.e;
x << q.x = "no bar";
@@
print("%s / %s" % (e, x))
