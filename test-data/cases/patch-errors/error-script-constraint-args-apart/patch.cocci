@@
expression a, b;
identifier f : script:python(b) { f != b };
@@
(
- f(a)
+ g(a)
|
- h(b)
+ g(b)
)
