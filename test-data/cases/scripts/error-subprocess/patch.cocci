@r@
expression e;
@@
  foo(e)

@script:python@
e << r.e;
@@
from subprocess import run
run(["touch", "created-by-script.txt"])
