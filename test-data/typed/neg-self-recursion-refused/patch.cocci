@@
expression Vec<_> v;
@@
- v.len()
+ count(v)
