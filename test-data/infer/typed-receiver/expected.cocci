@@
expression &Vec<u32> e1;
@@
- e1.len() == 0
+ e1.is_empty()
