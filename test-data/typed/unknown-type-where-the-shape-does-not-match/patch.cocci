@@
expression Vec<_> v;
@@
- v.len() == 0
+ v.is_empty()
