@r@
expression e;
@@
  foo(e)

@script:python@
e << r.e;
@@
f = open("created-by-script.txt", "w")
f.write(e)
