@r@
expression e;
@@
  foo(e)

@script:python@
e << r.e;
@@
import os
os.system("touch created-by-script.txt")
