@initialize:python@
@@
prefix = "checked"
seen = []
print("start")

@r@
expression e;
@@
  foo(e)

@script:python@
e << r.e;
@@
print("%s %s" % (prefix, e))

@finalize:python@
@@
print("end, %d seen" % len(seen))
