virtual org

@r depends on org@
expression e;
position p;
@@
  std::mem::forget(e@p)

@script:python depends on org@
p << r.p;
@@
coccilib.org.print_todo(p[0], "forgotten value")
