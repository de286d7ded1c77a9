@r@
expression e;
@@
  never_called(e)

@script:python@
x << r.e = "nothing";
@@
print("visited, found %s" % x)
