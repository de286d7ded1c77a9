@initialize:python@
@@
seen = []

@r@
expression e;
@@
  foo(e)

@script:python@
e << r.e;
@@
seen.append(e)

@finalize:python@
@@
print(len(seen))
