@@
expression y;
@@
- y.len() == 0
+ y.is_empty()
