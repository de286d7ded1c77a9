@initialize:python@
@@
import json
x = undefined_name

@@
@@
- foo(1)
+ foo(2)
