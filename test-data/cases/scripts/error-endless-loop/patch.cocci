@r@
expression e;
@@
  foo(e)

@script:python@
e << r.e;
@@
n = 0
for i in range(1000000000):
    n += 1
