@@
expression Vec<_> x;
@@
- x.len() == 0
+ x.is_empty()
