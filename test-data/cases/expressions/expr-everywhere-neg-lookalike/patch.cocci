@@
expression e;
@@
- e.len() == 0
+ e.is_empty()
