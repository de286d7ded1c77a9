@@
expression arg;
identifier f : script:python(ars) { f != ars };
@@
- f(arg)
+ g(arg)
