@@
expression e;
@@
- e.len() == 0 && f.len() == 0
+ e.is_empty() && f.is_empty()
