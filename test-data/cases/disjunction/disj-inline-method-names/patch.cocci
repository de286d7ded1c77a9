@@
expression e;
@@
- e.\(iter\|into_iter\)().count()
+ e.len()
