@@
expression e;
@@
  f(e);
  ...
(
- *e
+ e
|
- e
+ *e
)
