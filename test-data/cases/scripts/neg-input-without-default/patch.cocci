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
x << q.x;
@@
print("%s / %s" % (e, x))
