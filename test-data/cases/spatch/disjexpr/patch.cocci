@@
identifier fld;
@@
(
- v.fld
+ (*v).fld
|
- v
+ *v
)
