@r@
identifier f;
expression e;
@@
  f(e)

@script:python s@
f << r.f;
@@
if f.startswith("keep"):
    cocci.include_match(False)

@@
identifier r.f;
expression r.e;
@@
- f(e)
+ f(e, 0)
