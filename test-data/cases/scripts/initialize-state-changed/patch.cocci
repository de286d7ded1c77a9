@initialize:python@
@@
seen = []
count = 0

@r@
expression e;
@@
  foo(e)

@script:python@
e << r.e;
@@
count += 1
seen.append(e)

@finalize:python@
@@
print(count, seen)
