@@
pattern p;
expression b;
@@
- |p| b
+ move |p| b
