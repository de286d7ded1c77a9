@r@
expression j;
@@
  foo(j);

@@
expression i;
fresh identifier a = script:python() { "fresh" };
fresh identifier b = script:python(i) { "fresh" + i };
fresh identifier c = script:python(i, r.j) { "fresh%s_%s" % (j, i) };
@@
- foo(i);
+ foo(a + b + c);
