@r@
expression e;
@@
  legacy_init(e)

@script:python s@
e << r.e;
@@
print("legacy_init(%s) found" % e)

@depends on s@
@@
- start()
+ start_legacy()
