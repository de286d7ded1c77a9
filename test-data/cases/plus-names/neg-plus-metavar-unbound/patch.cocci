@@
expression x;
expression y;
@@
- y.len() == 0
+ x.is_empty()
