@@
expression e, x;
@@
- e.len() == 0
+ e.is_empty()
