@r@
expression E;
@@

f(E);

@script:python@
E << r.E;
@@

print(E)
