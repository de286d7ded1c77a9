@r@
expression e;
position p;
@@
  drop(e@p)

@script:python@
p << r.p;
e << r.e;
@@
print("checking %s" % e)
coccilib.report.print_report(p[0], "explicit drop of %s" % e)
print("checked %s" % e)
