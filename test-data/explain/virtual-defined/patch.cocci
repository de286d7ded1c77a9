virtual patch

@depends on patch@
identifier f;
@@
- f(0)
+ f(1)

@depends on !patch@
identifier f;
@@
* f(0)
