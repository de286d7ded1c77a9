@@
expression e, i;
@@
- e.get(i).cloned().unwrap()
+ e[i].clone()
