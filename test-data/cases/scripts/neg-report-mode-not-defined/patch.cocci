virtual report

@r depends on report@
expression e;
position p;
@@
* e.unwrap()@p

@script:python depends on report@
p << r.p;
e << r.e;
@@
coccilib.report.print_report(p[0], "unwrap of %s in %s" % (e, p[0].current_element))
