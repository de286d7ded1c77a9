@@
expression e, f;
@@
(
- foo(e)
+ 4
|
- bar(f)
+ 4
)
