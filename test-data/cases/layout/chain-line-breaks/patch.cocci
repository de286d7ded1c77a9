@@
expression e;
@@
- e.map(|x| x.clone())
+ e.cloned()
