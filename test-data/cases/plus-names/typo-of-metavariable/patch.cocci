@@
expression e;
@@
- e.len() == 0
+ f.is_empty()
